import { readExcel } from "../excel";
import type { SourceReader } from "../reader";
import { ROSTER_LAYOUT, rosterRowsOf, type RosterRow } from "../rosterSheet";

/** A class list as an .xlsx (its first worksheet). */
export const rosterFromExcel: SourceReader<RosterRow> = async (bytes) => rosterRowsOf(await readExcel(bytes, ROSTER_LAYOUT));
