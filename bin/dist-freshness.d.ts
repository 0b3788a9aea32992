// Types of dist-freshness.js (plain JavaScript: it runs before anything can load TypeScript), for the tests.
export declare const SOURCE_FOLDERS: string[];
export declare const STAMP_FILE: string;
export declare const BUNDLE_FOLDER: string;
export declare function sourceFiles(root: string): string[];
export declare function sourcesStamp(root: string): { files: Record<string, { size: number; mtimeMs: number; sha256: string }> };
export declare function distIsCurrent(root: string): boolean;
