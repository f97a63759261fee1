import { useState } from "react";

/**
 * The organisation dialog's states: closed, open for create, open for edit (docs/product.md#10-organisations). The item is
 * kept while closing, so the title does not flip from 'Editar' to 'Nova' during the close animation.
 */
export function useItemDialog<Item>() {
  const [state, setState] = useState<{ open: boolean; item?: Item }>({ open: false });
  return {
    openCreate: () => setState({ open: true }),
    openEdit: (item: Item) => setState({ open: true, item }),
    props: {
      open: state.open,
      item: state.item,
      onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
    },
  };
}
