/**
 * Typography for stored rich text, shared by the editor and the read-only view so a question looks
 * the same while it is written and when it is shown. Tailwind's preflight strips list markers and
 * heading sizes, hence the explicit rules.
 */
export const RICH_TEXT_CLASSES = [
  "text-sm leading-relaxed break-words",
  "[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold",
  "[&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 [&_li>p]:my-0",
  "[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-4 [&_hr]:border-border",
  "[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-input [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-input [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
].join(" ");
