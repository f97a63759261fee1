import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from "@shared/constants";
import { maskDate, parseDateText } from "@shared/dateTime";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

/** What the filters hold while typing: a day counts once it is a whole, real `dd/mm/aaaa`. */
export interface AuditFilterValues {
  action: string;
  schoolId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { action: ALL, schoolId: ALL, from: "", to: "" };

/** The filters as the API reads them: 'all' and half-typed days left out. */
export function appliedFilters(values: AuditFilterValues) {
  const day = (text: string) => (parseDateText(text) ? text : undefined);
  return {
    action: values.action === ALL ? undefined : (values.action as (typeof AUDIT_ACTIONS)[number]),
    schoolId: values.schoolId === ALL ? undefined : values.schoolId,
    from: day(values.from),
    to: day(values.to),
  };
}

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const wrong = value.length === 10 && !parseDateText(value);
  return (
    <div className="w-36 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        value={value}
        aria-invalid={wrong}
        onChange={(event) => onChange(maskDate(event.target.value))}
      />
    </div>
  );
}

/** 'Ação', 'Escola' and the period ('De', 'Até'): each change shows the first page again. */
export function AuditFilterBar({
  values,
  schools,
  onChange,
}: {
  values: AuditFilterValues;
  schools: Array<{ id: string; name: string }>;
  onChange: (values: AuditFilterValues) => void;
}) {
  const set = (change: Partial<AuditFilterValues>) => onChange({ ...values, ...change });
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <div className="w-64 space-y-2">
        <Label htmlFor="audit-action">Ação</Label>
        <Select value={values.action} onValueChange={(action) => set({ action })}>
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as ações</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="w-64 space-y-2">
        <Label htmlFor="audit-school">Escola</Label>
        <Select value={values.schoolId} onValueChange={(schoolId) => set({ schoolId })}>
          <SelectTrigger id="audit-school">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as escolas</SelectItem>
            {schools.map((school) => (
              <SelectItem key={school.id} value={school.id}>
                {school.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DayField id="audit-from" label="De" value={values.from} onChange={(from) => set({ from })} />
      <DayField id="audit-to" label="Até" value={values.to} onChange={(to) => set({ to })} />
    </div>
  );
}
