import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import type { SaveMessages } from "../../messages";
import type { SelectOption } from "../OptionSelect";
import type { ListChoices } from "./listChoices";

interface FieldBase<Values extends FieldValues> {
  name: Path<Values>;
  /** The control's DOM id, which its label and the browser tests point at. */
  id: string;
  label: string;
  /** Checked by the browser too where the form asks for native validation (the unions page). */
  required?: boolean;
}

/** One field of an organisation form: what it holds and which control edits it. */
export type FieldDescription<Values extends FieldValues> = FieldBase<Values> &
  (
    | { kind: "text"; type?: "tel" | "email" }
    | { kind: "textarea" }
    | { kind: "integer"; min: number }
    | { kind: "select"; options: SelectOption[]; placeholder: string }
    | {
        kind: "query-select";
        /** Another organisation list, fetched when the dialog opens (useListChoices). */
        useChoices: () => ListChoices;
        placeholder: string;
        /** Shown when the list has nothing to choose from yet. */
        emptyText: string;
        /** A first choice meaning "none", stored as null. */
        noneLabel?: string;
      }
  );

/** A field on its own line, or two sharing a line on wider screens. */
export type FieldRow<Values extends FieldValues> =
  FieldDescription<Values> | readonly [FieldDescription<Values>, FieldDescription<Values>];

/** Everything the organisation dialog needs to create and edit one kind of item. */
export interface OrganizationForm<Item extends { id: string }, Values extends FieldValues, Output> {
  title: { create: string; edit: string };
  description: string;
  schema: z.ZodType<Output, Values>;
  /** A function, so defaults that depend on the day (a class's year) are taken when the dialog opens. */
  blank: () => DefaultValues<Values>;
  valuesOf: (item: Item) => DefaultValues<Values>;
  rows: ReadonlyArray<FieldRow<Values>>;
  messages: SaveMessages;
  useCreate: () => { mutateAsync: (payload: Output) => Promise<unknown> };
  useUpdate: () => { mutateAsync: (payload: Output & { id: string }) => Promise<unknown> };
}

/** Infers the item, values and output types of a form from its schema and `valuesOf`. */
export const organizationForm = <Item extends { id: string }, Values extends FieldValues, Output>(
  form: OrganizationForm<Item, Values, Output>,
) => form;

/** The names of every field, which receive the server's field messages. */
export const fieldNames = <Values extends FieldValues>(rows: ReadonlyArray<FieldRow<Values>>): Array<Path<Values>> =>
  rows.flatMap((row) => ("kind" in row ? [row] : row)).map((field) => field.name);
