import { PRINT_SIZES, PRINT_SIZE_LABELS, type PrintSize } from "@shared/constants";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** 'Normal', 'Ampliada (18 pt)', 'Superampliada (24 pt)': a print's size, named by `id` or `label`. */
export function PrintSizeSelect({
  value,
  onChange,
  id,
  label,
  className,
}: {
  value: PrintSize;
  onChange: (size: PrintSize) => void;
  id?: string;
  label?: string;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(size) => onChange(size as PrintSize)}>
      <SelectTrigger id={id} className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PRINT_SIZES.map((size) => (
          <SelectItem key={size} value={size}>
            {PRINT_SIZE_LABELS[size]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
