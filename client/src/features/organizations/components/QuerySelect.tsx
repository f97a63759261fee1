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
