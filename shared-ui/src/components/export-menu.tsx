import { Button, Menu } from '@chakra-ui/react';

export type ExportFormat<Format extends string> = { value: Format; label: string };

export type ExportMenuProps<Format extends string> = {
  formats: readonly ExportFormat<Format>[];
  onExport: (format: Format) => void;
  /** While the file is being made: the button spins. */
  isExporting?: boolean;
  label?: string;
};

/** One button opening the file formats a list can be downloaded as (notes, history, …). */
export function ExportMenu<Format extends string>({
  formats,
  onExport,
  isExporting = false,
  label = 'Export',
}: ExportMenuProps<Format>) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={isExporting}>
          {label}
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {formats.map((format) => (
            <Menu.Item key={format.value} value={format.value} onSelect={() => onExport(format.value)}>
              {format.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
