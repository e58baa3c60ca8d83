import type { ReactNode } from 'react';
import { BothThemesSample, ComboboxSample, PopoverSample, TabsSample } from './kit-overlay-samples.tsx';
import {
  ChipsSample,
  CountrySample,
  DatesSample,
  DateTimeSample,
  DialogSample,
  DropdownSample,
  FactsSample,
  FloatingPanelSample,
  MultiSelectSample,
  NumberSample,
  Sample,
  SwitchSample,
  ToastSample,
  TooltipSample,
} from './kit-samples.tsx';
import { ElevationScale, MotionScale, RadiusScale, SpacingScale, TypeScale } from './kit-tokens.tsx';
import { ListSample, ListStatesSample, VirtualListSample } from './list-samples.tsx';
import { REPORT_SAMPLES } from './report-samples.tsx';
import './kit-page.css';

/** The catalogue, in reading order: the tokens, then each component's name, what it is for, and a live sample. */
const SAMPLES: readonly { name: string; about: string; Live: () => ReactNode }[] = [
  { name: 'Spacing', about: 'Gaps and paddings, in 4 px steps (--space-*).', Live: SpacingScale },
  { name: 'Type', about: 'One family, six sizes (--text-*).', Live: TypeScale },
  { name: 'Radius', about: 'Controls, cards, floating surfaces, pills (--radius-*).', Live: RadiusScale },
  {
    name: 'Elevation',
    about: 'The higher a surface floats, the deeper its shadow (--shadow-*).',
    Live: ElevationScale,
  },
  {
    name: 'Motion',
    about: 'Durations (--duration-*); none when the system asks for reduced motion.',
    Live: MotionScale,
  },
  { name: 'Both themes', about: 'The same controls in the dark and the light theme.', Live: BothThemesSample },
  { name: 'Number input', about: 'Numbers only, with prefix and suffix (spec point 5).', Live: NumberSample },
  {
    name: 'Date range',
    about: "dd/MM/yyyy, typed or picked, whatever the browser's locale; a side may stay open.",
    Live: DatesSample,
  },
  {
    name: 'Date and time',
    about: 'dd/MM/yyyy HH:mm on a 24-hour clock, typed or with the day picked, in every locale; never datetime-local.',
    Live: DateTimeSample,
  },
  { name: 'Multi-select', about: 'Select All, Clear and Search... (spec point 5).', Live: MultiSelectSample },
  { name: 'Switch', about: 'An on/off control announced as a switch.', Live: SwitchSample },
  { name: 'Fact list', about: 'A record’s facts, label over value: a client, a staff user.', Live: FactsSample },
  { name: 'Filter chips', about: 'Each applied filter, removable.', Live: ChipsSample },
  { name: 'Dropdown menu', about: 'Row and page actions; disabled items stay visible.', Live: DropdownSample },
  { name: 'Toasts', about: 'Stacked top right, gone after 4 seconds (spec point 2).', Live: ToastSample },
  { name: 'Dialog', about: 'A form: Enter submits, Escape closes, focus returns to the opener.', Live: DialogSample },
  {
    name: 'Floating panel',
    about: 'Dragged by its handle, kept inside the window, with close and reset (spec point 2).',
    Live: FloatingPanelSample,
  },
  {
    name: 'Tooltip',
    about: 'On hover and on keyboard focus, linked to its trigger for screen readers.',
    Live: TooltipSample,
  },
  { name: 'Tabs', about: 'Arrow keys move between tabs; the panel is labelled by its tab.', Live: TabsSample },
  {
    name: 'Popover',
    about: 'A panel beside its button; Escape or a click outside closes it.',
    Live: PopoverSample,
  },
  { name: 'Combobox', about: 'Typing narrows a long list; Enter chooses.', Live: ComboboxSample },
  {
    name: 'Country picker',
    about: "Spec point 3's country entries, searched by name or dialling code; cy by default.",
    Live: CountrySample,
  },
  {
    name: 'Table and pager',
    about:
      'The list kit: column chooser, sortable and resizable columns, days as headings, the identity column fixed on a phone, actions kept in view, keyboard rows.',
    Live: ListSample,
  },
  {
    name: 'List states',
    about: 'Empty and failed lists say what happened; a failure offers to try again.',
    Live: ListStatesSample,
  },
  {
    name: 'Long list',
    about: 'From 150 rows only the rows in view are in the page (the pending queues hold up to 1,000).',
    Live: VirtualListSample,
  },
  ...REPORT_SAMPLES,
];

/**
 * `/kit`: the living catalogue of the console's components, outside the staff menu. Every new page is
 * built from these; the browser tests open this page in both themes, check it with axe and
 * screenshot it, so a change to a component shows here first.
 */
export default function KitPage() {
  return (
    <div className="page kit-page">
      <h1>Console kit</h1>
      <p className="muted">
        The tokens and components every page is built from, live, in the current theme (switch it in the theme panel).
      </p>
      {SAMPLES.map(({ name, about, Live }) => (
        <Sample key={name} name={name} about={about}>
          <Live />
        </Sample>
      ))}
    </div>
  );
}
