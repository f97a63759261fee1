/** How long ago: `agora`, `há 20 s`, `há 3 min`, `há 2 h`, `há 1 dia`. */
export function formatAgo(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000);
  if (seconds < 5) return "agora";
  if (seconds < 60) return `há ${seconds} s`;
  if (seconds < 3600) return `há ${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `há ${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return `há ${days} ${days === 1 ? "dia" : "dias"}`;
}
