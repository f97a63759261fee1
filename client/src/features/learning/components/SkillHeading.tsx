import { SKILL_KIND_LABELS, type SkillKind } from "@shared/learning";

/** A skill as a table row's heading: its code, its kind (and what else tells it apart), and the catalogue's text. */
export function SkillHeading({
  skill,
  detail,
}: {
  skill: { code: string; kind: SkillKind; text: string | null };
  detail?: string;
}) {
  return (
    <th scope="row" className="max-w-md px-3 py-2 text-left font-normal">
      <span className="font-semibold">{skill.code}</span>{" "}
      <span className="text-xs text-muted-foreground">
        {SKILL_KIND_LABELS[skill.kind]}
        {detail && ` · ${detail}`}
      </span>
      {skill.text && <span className="block text-xs text-muted-foreground">{skill.text}</span>}
    </th>
  );
}
