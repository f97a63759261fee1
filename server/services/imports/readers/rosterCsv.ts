import { readCsv } from "../csv";
import type { SourceReader } from "../reader";
import { ROSTER_LAYOUT, rosterRowsOf, type RosterRow } from "../rosterSheet";

/** A class list saved as CSV. */
export const rosterFromCsv: SourceReader<RosterRow> = async (bytes) => rosterRowsOf(readCsv(bytes, ROSTER_LAYOUT));
