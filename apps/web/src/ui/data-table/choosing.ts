// What only a list that lets people choose its rows or its columns loads (the directory): the
// rest of the console's lists, the dashboard's among them, do without their checkboxes and menu.
export { ChoiceBar } from './choice-bar.tsx';
export { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
export { useRowChoice, type RowChoice } from './use-row-choice.ts';
