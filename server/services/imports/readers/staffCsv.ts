import { readCsv } from "../csv";
import type { SourceReader } from "../reader";
import { STAFF_LAYOUT, staffRowsOf, type StaffRow } from "../staffSheet";

/** The staff list saved as CSV. */
export const staffFromCsv: SourceReader<StaffRow> = async (bytes) => staffRowsOf(readCsv(bytes, STAFF_LAYOUT));
