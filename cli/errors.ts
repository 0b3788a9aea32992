/**
 * What went wrong, told to the user: the one place where the CLI decides whether a failure is the user's
 * situation (a file it cannot read, a folder it cannot write, a full disk, a pipe given as a card file, an output
 * folder that is not cardscript's) or a bug in cardscript. The first kind is a sentence with the path, what
 * failed and what to do (exit code 2); only the second is an "internal error". Every command goes through it:
 * `cli/main.ts` for whatever a command throws, and commands that go on after a failed file (`fmt`, reading
 * sources) for each file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { InputFileError } from "../compiler/inputs.js";

/** Per errno code: what it means, and what the user can do about it. */
const ERRNO: Record<string, { what: string; todo: string }> = {
  EACCES: { what: "permission denied", todo: "check its permissions (and its folder's), or run as a user who may" },
  EPERM: { what: "operation not permitted", todo: "check its permissions and whether it is locked or immutable" },
  EROFS: { what: "the file system is read-only", todo: "choose a place on a writable disk" },
  ENOSPC: { what: "no space left on the disk", todo: "free some space, or choose another disk" },
  EDQUOT: { what: "the disk quota is exhausted", todo: "free some space, or choose another disk" },
  ENOENT: { what: "no such file or folder", todo: "check the path" },
  ENOTDIR: { what: "a part of the path is a file, not a folder", todo: "check the path" },
  EISDIR: { what: "it is a folder, not a file", todo: "give a file" },
  ELOOP: { what: "too many symbolic links (a link that points to itself?)", todo: "check the links on the path" },
  ENAMETOOLONG: { what: "the path is too long", todo: "use a shorter path" },
  EMFILE: { what: "too many open files", todo: "raise the limit (ulimit -n), or give fewer files at once" },
  ENFILE: { what: "too many open files on the system", todo: "close other programs, or give fewer files at once" },
  EIO: { what: "an input/output error (a failing disk or a lost network drive?)", todo: "check the disk" },
  EBUSY: { what: "it is busy (in use, or a mount point)", todo: "close what uses it, or choose another path" },
  EXDEV: { what: "it is on another disk than its folder (a mount point?)", todo: "choose a folder that is not a mount point" },
  EEXIST: { what: "it already exists", todo: "remove it, or choose another path" },
  ENOTEMPTY: { what: "the folder is not empty", todo: "empty it, or choose another folder" },
  ETXTBSY: { what: "it is in use by a running program", todo: "stop that program, or choose another path" },
  EFBIG: { what: "the file is too large for the disk", todo: "choose another disk" },
};

/** Names of cardscript's temporary files and folders (output-folder.ts, fmt). */
const TEMPORARY_NAME = /\.cardscript-(?:staging-)?\d+-[0-9a-f]{8}(?:\.tmp)?$/;

const READS = new Set(["open", "read", "stat", "lstat", "fstat", "readlink", "realpath", "access"]);
const LISTS = new Set(["scandir", "opendir"]);

/**
 * The user's situation behind `error`, as one sentence (path, what failed, what to do), or undefined when it is
 * not one (a bug in cardscript).
 */
export function describeUserError(error: unknown): string | undefined {
  // OutputFolderError (compiler/output-folder.ts) is known by its name: importing the class would load the build's
  // output-folder code into every command, check and fmt included.
  if (error instanceof InputFileError || (error instanceof Error && error.name === "OutputFolderError")) return error.message;
  if (!(error instanceof Error)) return undefined;
  const errno = error as NodeJS.ErrnoException & { dest?: string };
  const known = errno.code === undefined ? undefined : ERRNO[errno.code];
  if (!known) return undefined;
  const syscall = errno.syscall ?? "";
  if (errno.code === "ENOENT" && syscall === "mkdir" && errno.path && existsSync(path.dirname(errno.path))) {
    // Its folder exists: the file system refuses new folders there (/proc, /sys).
    return `cannot create a folder in '${path.dirname(errno.path)}': that file system does not allow it (ENOENT); choose a folder on an ordinary disk.`;
  }
  // A temporary file or folder of cardscript's own (its name means nothing to the user): name the folder it was in.
  const segments = errno.path ? errno.path.split(path.sep) : [];
  const temporary = segments.findIndex((segment) => TEMPORARY_NAME.test(segment));
  if (temporary > 0) {
    return `cannot write in the folder '${segments.slice(0, temporary).join(path.sep) || path.sep}': ${known.what} (${errno.code}); ${known.todo}.`;
  }
  const target = errno.path ? `'${errno.path}'${errno.dest ? ` to '${errno.dest}'` : ""}` : "a file";
  const action = LISTS.has(syscall)
    ? `cannot list the folder ${target}`
    : READS.has(syscall) && errno.code !== "EROFS" && errno.code !== "ENOSPC"
      ? `cannot read ${target}`
      : syscall === "rename"
        ? `cannot move ${target}`
        : syscall === "unlink" || syscall === "rmdir" || syscall === "rm"
          ? `cannot remove ${target}`
          : `cannot write ${target}`;
  return `${action}: ${known.what} (${errno.code}); ${known.todo}.`;
}
