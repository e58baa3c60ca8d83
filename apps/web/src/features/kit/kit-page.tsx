import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import { useT } from '../../lib/i18n/use-t.ts';
import { BothThemesSample, ComboboxSample, PopoverSample, TabsSample } from './kit-overlay-samples.tsx';
import type { TKitSample } from './kit-sample-id.ts';
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
const SAMPLES: readonly TKitSample[] = [
  { id: 'spacing', Live: SpacingScale },
  { id: 'type', Live: TypeScale },
  { id: 'radius', Live: RadiusScale },
  { id: 'elevation', Live: ElevationScale },
  { id: 'motion', Live: MotionScale },
  { id: 'themes', Live: BothThemesSample },
  { id: 'number', Live: NumberSample },
  { id: 'dates', Live: DatesSample },
  { id: 'dateTime', Live: DateTimeSample },
  { id: 'multiSelect', Live: MultiSelectSample },
  { id: 'switch', Live: SwitchSample },
  { id: 'facts', Live: FactsSample },
  { id: 'chips', Live: ChipsSample },
  { id: 'dropdown', Live: DropdownSample },
  { id: 'toasts', Live: ToastSample },
  { id: 'dialog', Live: DialogSample },
  { id: 'floatingPanel', Live: FloatingPanelSample },
  { id: 'tooltip', Live: TooltipSample },
  { id: 'tabs', Live: TabsSample },
  { id: 'popover', Live: PopoverSample },
  { id: 'combobox', Live: ComboboxSample },
  { id: 'country', Live: CountrySample },
  { id: 'list', Live: ListSample },
  { id: 'listStates', Live: ListStatesSample },
  { id: 'longList', Live: VirtualListSample },
  ...REPORT_SAMPLES,
];

/**
 * `/kit`: the living catalogue of the console's components, outside the staff menu. Every new page is
 * built from these; the browser tests open this page in both themes, check it with axe and
 * screenshot it, so a change to a component shows here first.
 */
export default function KitPage() {
  const t = useT(enKitSamples);
  return (
    <div className="page kit-page">
      <h1>{t('kitSamples.title')}</h1>
      <p className="muted">{t('kitSamples.intro')}</p>
      {SAMPLES.map(({ id, Live }) => (
        <Sample key={id} name={t(`kitSamples.sample.${id}.name`)} about={t(`kitSamples.sample.${id}.about`)}>
          <Live />
        </Sample>
      ))}
    </div>
  );
}
