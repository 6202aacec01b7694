// How the game view names the two seats: "You", "Opponent" or "Computer — Expert", with the side.
import type { Catalogue } from '../i18n/en';
import { pick } from '../i18n';
import { isPlayer, type Role } from './game-state';
import type { ComputerSeat, Side, Snapshot } from './types';

/** "Computer — Expert" in the catalogue's language (an unknown level is shown as the server names it). */
export function computerName(catalogue: Catalogue, computer: ComputerSeat): string {
  return catalogue.game.computerName(pick(catalogue.levels, computer.level) ?? computer.level);
}

/** The label of a seat's bar, for a player ("You · Light", "Computer — Beginner · Dark") or a spectator ("Dark · Computer — Beginner"). */
export function seatLabel(catalogue: Catalogue, snapshot: Snapshot, role: Role | null, side: Side): string {
  const sideName = pick(catalogue.sides, side) ?? side;
  const computer = snapshot.computer && snapshot.computer.side === side ? computerName(catalogue, snapshot.computer) : null;
  if (!isPlayer(role, snapshot)) return computer ? `${sideName} · ${computer}` : sideName;
  const who = side === role ? catalogue.game.you : computer ?? catalogue.game.opponent;
  return `${who} · ${sideName}`;
}
