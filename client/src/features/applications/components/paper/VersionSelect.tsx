import type { VersionLetter } from "@shared/constants";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { versionLetters } from "../../paperLabels";

/** 'Tipo A', 'Tipo B'… of an application of `versions`, and `every` ('Todas as versões') where given. */
export function VersionSelect<Every extends string = never>({
  versions,
  value,
  onChange,
  every,
  id,
  label,
  className,
}: {
  versions: number;
  value: VersionLetter | Every;
  onChange: (version: VersionLetter | Every) => void;
  every?: { value: Every; label: string };
  id?: string;
  label?: string;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(version) => onChange(version as VersionLetter | Every)}>
      <SelectTrigger id={id} className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {every && <SelectItem value={every.value}>{every.label}</SelectItem>}
        {versionLetters(versions).map((letter) => (
          <SelectItem key={letter} value={letter}>
            Tipo {letter}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
