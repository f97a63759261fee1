import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { SelectOption } from "../OptionSelect";

/** What a select over another organisation list can offer right now. */
export interface ListChoices {
  options: SelectOption[];
  isPending: boolean;
  isError: boolean;
}

/**
 * The items of another organisation list as choices (the unions of an association, the schools of
 * a class). It fetches only once it is on screen, i.e. when its dialog opens.
 */
export function useListChoices<Item extends { id: string }, Key extends QueryKey>(
  query: UseQueryOptions<Item[], Error, Item[], Key>,
  optionLabel: (item: Item) => string,
): ListChoices {
  const items = useQuery(query);
  const options = (items.data ?? []).map((item) => ({ value: item.id, label: optionLabel(item) }));
  return { options, isPending: items.isPending, isError: items.isError };
}

/** What the closed select says: still loading, failed, nothing to choose from yet, or its placeholder. */
export function choicesHint(
  choices: ListChoices,
  { placeholder, emptyText, noneLabel }: { placeholder: string; emptyText: string; noneLabel?: string },
): string {
  if (choices.isPending) return "Carregando...";
  if (choices.isError) return "Não foi possível carregar as opções";
  return choices.options.length === 0 && !noneLabel ? emptyText : placeholder;
}
