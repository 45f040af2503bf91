// @portal/shared-ui/overlays: what opens above the page: dialogs, drawers, menus, popovers, tooltips.
export { Dialog, Drawer, Menu, Popover, Tooltip, useDisclosure } from '@chakra-ui/react';
export { Modal, type ModalProps } from './components/modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { ActionsMenu, type ActionsMenuItem, type ActionsMenuProps } from './components/actions-menu.tsx';
export { ExportMenu, type ExportFormat, type ExportMenuProps } from './components/export-menu.tsx';
export { useFileExport, type FileExport } from './components/use-file-export.ts';
export { ReportReasonDialog, type ReportReasonDialogProps } from './components/report-reason-dialog.tsx';
