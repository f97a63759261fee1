import { Trash2 } from "lucide-react";
import type { User } from "@shared/types/users";
import { ImageUpload } from "@/components/ImageUpload";
import { UserAvatar } from "@/components/UserAvatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useRemoveProfilePhoto, useSetProfilePhoto } from "../api";

const photoFailed = () =>
  toast({
    title: "Erro ao atualizar foto",
    description: "Houve um problema ao atualizar sua foto de perfil.",
    variant: "destructive",
  });

export function ProfilePhoto({ user }: { user: User }) {
  const setPhoto = useSetProfilePhoto();
  const removePhoto = useRemoveProfilePhoto();

  // A failure here reaches ImageUpload, which shows why and calls `photoFailed`.
  const save = async (objectPath: string) => {
    await setPhoto.mutateAsync({ photoURL: objectPath, userId: user.id });
    toast({ title: "Foto atualizada", description: "Sua foto de perfil foi atualizada com sucesso!" });
  };

  const remove = async () => {
    try {
      await removePhoto.mutateAsync();
      toast({ title: "Foto atualizada", description: "Sua foto de perfil foi removida." });
    } catch {
      photoFailed();
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="flex flex-col items-center gap-2">
        <UserAvatar user={user} size="lg" />
        {user.profilePhotoUrl && (
          <Button type="button" variant="ghost" size="sm" onClick={() => void remove()} disabled={removePhoto.isPending}>
            <Trash2 className="size-4" aria-hidden />
            Remover foto
          </Button>
        )}
      </div>
      <div className="min-w-64 flex-1">
        <ImageUpload purpose="profile-photo" label="Enviar nova foto" onUploaded={save} onFailed={photoFailed} compact />
      </div>
    </div>
  );
}
