import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { OptionSelect, type OptionSelectProps } from "./OptionSelect";

/**
 * A select over another organisation list (the unions of an association, the schools of a class).
 * It fetches only once it is on screen, i.e. when its dialog opens.
 */
export function QuerySelect<Item extends { id: string }, Key extends QueryKey>({
  query,
  optionLabel,
  emptyText,
  placeholder,
  ...props
}: Omit<OptionSelectProps, "options"> & {
  query: UseQueryOptions<Item[], Error, Item[], Key>;
  optionLabel: (item: Item) => string;
  /** Shown when the list has nothing to choose from yet. */
  emptyText: string;
}) {
  const items = useQuery(query);
  const options = (items.data ?? []).map((item) => ({ value: item.id, label: optionLabel(item) }));
  const hint = items.isPending
    ? "Carregando..."
    : items.isError
      ? "Não foi possível carregar as opções"
      : options.length === 0 && !props.noneLabel
        ? emptyText
        : placeholder;
  return <OptionSelect {...props} options={options} placeholder={hint} />;
}

/**
 * A QuerySelect bound to a form field: "no value" is null where the form offers `noneLabel`, and
 * an empty string otherwise (so a required reference shows its own message).
 */
export function QuerySelectField<Values extends FieldValues, Item extends { id: string }, Key extends QueryKey>({
  control,
  name,
  ...props
}: Omit<Parameters<typeof QuerySelect<Item, Key>>[0], "value" | "onChange" | "invalid"> & {
  control: Control<Values>;
  name: Path<Values>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <QuerySelect
          {...props}
          value={field.value}
          onChange={(value) => field.onChange(value ?? (props.noneLabel ? null : ""))}
          invalid={Boolean(fieldState.error)}
        />
      )}
    />
  );
}
