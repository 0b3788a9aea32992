/**
 * The end of the game by an effect (104.2b, 104.3e of 2007: an effect may state that a player wins or loses the
 * game): "you win the game" (Mortal Combat), "you lose the game", "that player loses the game" (Phage the
 * Untouchable). The same words in the 2007 and current wordings.
 */
import type { PlayerRef, SourceRange } from "../../grammar/ast.js";
import { usePlayer, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface GameResult {
  kind: "GameResult";
  player: PlayerRef;
  result: "win" | "lose";
  range: SourceRange;
}

const family: SyntaxFamily<GameResult> = {
  name: "game-result",
  words: { Wins: ["wins"] },
  grammar(kit) {
    const [The, Game] = ["The", "Game"].map((name) => kit.word(name));
    const theGame = () => kit.LA(1).tokenType === The && kit.LA(2).tokenType === Game;
    const rule = (result: "win" | "lose") =>
      kit.rule(`gameResult_${result}`, (subject: Subject, drafts: Draft[], start: number) => {
        kit.consume(0, The);
        kit.consume(0, Game);
        kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "GameResult", player, result, range }) as GameResult));
      });
    const win = rule("win");
    const lose = rule("lose");
    return {
      predicates: [
        { verb: "Win", rule: win, gate: theGame },
        { verb: "Wins", rule: win, gate: theGame },
        { verb: "Loses", rule: lose, gate: theGame },
      ],
    };
  },
  print: {
    GameResult: {
      // Never an imperative: "you win the game".
      clause: (effect, writer) => writer.playerClause(effect.player, false, (verb) => words(effect, verb)),
      predicate: (effect, writer) => words(effect, writer.verbFor(effect.player)),
    },
  },
  check: {
    GameResult: { verb: "Winning or losing the game", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "triggered", template: "At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game." },
    { kind: "triggered", template: "Whenever ~ deals combat damage to a player, that player loses the game." },
  ],
};

function words(effect: GameResult, verb: (base: string, third: string) => string): string {
  return `${effect.result === "win" ? verb("win", "wins") : verb("lose", "loses")} the game`;
}

export default family;
