import { DIFFICULTY_LABELS, type DifficultyLevel } from "@shared/constants";
import { TintBadge, type Tint } from "./TintBadge";

const DIFFICULTY_TINTS: Record<DifficultyLevel, Tint> = { easy: "green", medium: "amber", hard: "red" };

/** The word says the level; the colour only repeats it. */
export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  return <TintBadge tint={DIFFICULTY_TINTS[level]}>{DIFFICULTY_LABELS[level]}</TintBadge>;
}
