import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { TrendData } from './trend';

// Only what the line chart uses, so the rest of chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

/**
 * Draws the trend of a test set's runs on the canvas: macro-F1 in the palette's first colour, accuracy in its
 * second, on a 0..1 axis. Loaded with the Test sets tab only (imported dynamically by its chunk).
 */
export const drawTrend = (canvas: HTMLCanvasElement, data: TrendData, colours: readonly [string, string]) =>
  new Chart(canvas, {
    type: 'line',
    data: {
      labels: data.labels,
      datasets: [
        {
          label: 'Macro-F1',
          data: data.macroF1,
          borderColor: colours[0],
          backgroundColor: colours[0],
          pointStyle: 'circle',
        },
        {
          label: 'Accuracy',
          data: data.accuracy,
          borderColor: colours[1],
          backgroundColor: colours[1],
          borderDash: [6, 4],
          pointStyle: 'rect',
        },
      ],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: { y: { min: 0, max: 1 } },
      plugins: { legend: { labels: { usePointStyle: true } } },
    },
  });
