export { Chart, type ChartAction, type ChartProps, type ChartSeries } from './chart';
