export { DayInput, type DayInputProps } from './day-input';
export { addDaysTo, dayOfText, dayText, maskDayText } from './day-text';
