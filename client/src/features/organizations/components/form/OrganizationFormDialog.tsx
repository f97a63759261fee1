import type { FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SaveMessages } from "../../messages";
import { DescribedField } from "./DescribedField";
import type { OrganizationForm } from "./formDescription";
import { useOrganizationForm } from "./useOrganizationForm";

/**
 * Creates or edits an item of any organisation kind from its form description (organizationForms.ts):
 * title, description, the described fields, 'Cancelar' and the submit button.
 */
export function OrganizationFormDialog<Item extends { id: string }, Values extends FieldValues, Output>({
  form: description,
  item,
  open,
  onOpenChange,
  messages = description.messages,
  nativeValidation = false,
}: {
  form: OrganizationForm<Item, Values, Output>;
  item?: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unions page words its toasts its own way. */
  messages?: SaveMessages;
  /** Lets the browser check `required` fields first (the unions page). */
  nativeValidation?: boolean;
}) {
  const { form, submit } = useOrganizationForm({ description, open, item, messages, onSaved: () => onOpenChange(false) });
  const { isSubmitting } = form.formState;
  const fieldProps = { form, nativeValidation };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? description.title.edit : description.title.create}</DialogTitle>
          <DialogDescription>{description.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate={!nativeValidation} className="space-y-4">
          {description.rows.map((row) =>
            "kind" in row ? (
              <DescribedField key={row.id} field={row} {...fieldProps} />
            ) : (
              <div key={row[0].id} className="grid gap-4 sm:grid-cols-2">
                {row.map((field) => (
                  <DescribedField key={field.id} field={field} {...fieldProps} />
                ))}
              </div>
            ),
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Salvando..." : item ? "Salvar Alterações" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
