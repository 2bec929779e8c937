import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the app's charts use (bars and lines on a category and a linear axis, with tooltips), so that the rest
// of Chart.js stays out of the bundle. The legend is the component's own (HTML buttons, reachable by keyboard).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
);

export { Chart };
