import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/Logo";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { MainNavigation } from "./Sidebar";

/** Below `lg` the sidebar is hidden; this button opens the same navigation in a panel from the left. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Abrir menu">
          <Menu className="size-5" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-0 left-0 flex h-dvh max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 border-r bg-card p-0 motion-safe:data-[state=open]:animate-slide-in-left"
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
          <Link href="/dashboard" onClick={close}>
            <Logo />
          </Link>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Fechar menu">
              <X className="size-5" aria-hidden />
            </Button>
          </DialogClose>
        </div>
        <MainNavigation onNavigate={close} />
      </DialogContent>
    </Dialog>
  );
}
