/** What the card gives each of its dialogs. */
export type TwoFactorDialogProps = { open: boolean; onClose: () => void };
