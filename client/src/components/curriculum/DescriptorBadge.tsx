import { Badge } from "@/components/ui/badge";

/**
 * A question's code as a badge ("SAEB D17"), its catalogue text one hover away (the title) and
 * read after it by screen readers (its description), when the catalogue knows the code.
 */
export function DescriptorBadge({ id, label, code, text }: { id: string; label: string; code: string; text?: string }) {
  const textId = `${id}-text`;
  return (
    <>
      <Badge variant="outline" title={text} aria-describedby={text ? textId : undefined}>
        {label} {code}
      </Badge>
      {text && (
        <span id={textId} className="sr-only">
          {text}
        </span>
      )}
    </>
  );
}
