import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

const MOVES = [
  { direction: -1, words: "para cima", action: "up", Icon: ArrowUp },
  { direction: 1, words: "para baixo", action: "down", Icon: ArrowDown },
] as const;

/** 'Mover para cima' and 'Mover para baixo' for one entry of a list, the first and last kept in place. */
export function MoveButtons({
  index,
  count,
  onMove,
  name,
  tagged,
}: {
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  /** What is moved, read after 'Mover' by screen readers ('a afirmação 2'); none reads 'Mover para cima'. */
  name?: string;
  /** Marks the buttons data-action="up" and "down", as the question cards' other actions are marked. */
  tagged?: boolean;
}) {
  const verb = name ? `Mover ${name}` : "Mover";
  return MOVES.map(({ direction, words, action, Icon }) => (
    <Button
      key={action}
      type="button"
      variant="ghost"
      size="icon"
      aria-label={`${verb} ${words}`}
      title={`Mover ${words}`}
      data-action={tagged ? action : undefined}
      disabled={direction < 0 ? index === 0 : index === count - 1}
      onClick={() => onMove(direction)}
    >
      <Icon aria-hidden />
    </Button>
  ));
}
