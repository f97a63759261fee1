/** The one shape of every import reader: the registry (registry.ts) maps a file kind to one of these, per import. */

/**
 * What a reader makes of a file: refused whole with one message, or its items (an item with
 * problems will not be imported) and the file's problems that belong to no item, such as an
 * unclosed quote that ends the reading.
 */
export type ReadOutcome<Item> = { refusal: string } | { items: Item[]; problems: string[] };

/** Reads one kind of file for one import; bounded by the size checked before it and the row limit it keeps. */
export type SourceReader<Item, Options = undefined> = (bytes: Buffer, options: Options) => Promise<ReadOutcome<Item>>;

/**
 * What the bank's import form says about the questions: a PDF has no subject, grade or difficulty
 * columns, so it needs them; in a spreadsheet they fill blank cells and missing columns.
 */
export type QuestionDefaults = { subject: string; grade: string; difficulty?: string };
export type QuestionReadOptions = { defaults?: Partial<QuestionDefaults> };
