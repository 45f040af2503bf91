// @portal/shared-ui/charts: charts in the design system's colours (Chakra charts over recharts, about 117 KB
// gzip). Shared through Module Federation like the other entries, so it uses the shell's Chakra; fetched
// only when a page that draws a chart is opened (today: learning analytics).
export { BarChartPanel, type BarChartPanelProps } from './components/charts/bar-chart-panel.tsx';
