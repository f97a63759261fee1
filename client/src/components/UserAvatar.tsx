import { UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";

const SIZES = { sm: "size-8", md: "size-12", lg: "size-20" } as const; // 32, 48 and 80 px (docs/product.md#5-layout-and-navigation)

/** The photo, else the first two letters of the username in capitals, else a generic icon (docs/product.md#5-layout-and-navigation). */
export function UserAvatar({
  user,
  size = "sm",
}: {
  user: { username?: string | null; profilePhotoUrl?: string | null };
  size?: keyof typeof SIZES;
}) {
  const letters = initials(user.username);
  return (
    <Avatar className={SIZES[size]}>
      {user.profilePhotoUrl && <AvatarImage src={user.profilePhotoUrl} alt={`Foto de ${user.username ?? "usuário"}`} />}
      <AvatarFallback className={cn("bg-primary/10 font-semibold text-primary", size === "lg" && "text-2xl")}>
        {letters || <UserRound className="size-1/2" aria-label="Usuário" />}
      </AvatarFallback>
    </Avatar>
  );
}
