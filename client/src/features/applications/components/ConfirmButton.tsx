import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/ConfirmAction";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** A button that asks first: the question, what will happen, and the confirming action. */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
  variant = "outline",
  size = "sm",
}: {
  children: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  return (
    <ConfirmAction
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      trigger={
        <Button
          variant={variant}
          size={size}
          disabled={disabled}
          className={cn(variant === "outline" && "border-destructive/40 text-destructive hover:text-destructive")}
        >
          {children}
        </Button>
      }
    />
  );
}
