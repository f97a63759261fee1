import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";

export interface FilterOption {
  value: string;
  label: string;
}

/** Radix refuses an empty item value, so 'every one' travels under this stand-in and comes back as "". */
const ALL = "__all__";

/**
 * One labelled choice of a report's or list's filters ('Ano', 'Escola', 'Série'...). With
 * `allLabel` it opens on a first choice meaning no filter ('Todas as escolas'), whose value is "".
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  allLabel,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
}) {
  const choices = allLabel ? [{ value: ALL, label: allLabel }, ...options] : options;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={allLabel && !value ? ALL : value} onValueChange={(next) => onChange(next === ALL ? "" : next)}>
        <SelectTrigger id={id} className={cn("w-44", className)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
