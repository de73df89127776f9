/**
 * One field of a form, drawn from its definition: the zod schema and its field-meta.ts
 * annotation say the label, the control, the hint, the limit and the choices, so collection
 * forms and site content forms never repeat them.
 */
import type { z } from 'zod';
import { definedLeaf } from '../../domain/schema-reading.ts';
import { companyZone } from '../ui/format.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.tsx';
import { LanguagesField } from './LanguagesField.tsx';
import { publicMarks } from './public-marks.ts';
import { MediaField, type MediaFieldProps } from './MediaField.tsx';

/** What MediaField needs beside its label: the choice, its change handler and the upload's progress. */
export type MediaState = Pick<MediaFieldProps, 'choice' | 'onChange' | 'progress' | 'disabled'>;

interface CommonProps {
  schema: z.ZodType;
  /** In place of the definition's label, where one definition is shown many times: 'Key Point 2'. */
  label?: string;
  error?: string;
  disabled?: boolean;
  /**
   * A translation of the field: typed in that language, never required (a missing translation
   * shows English), half a row (the English sits beside it), with `hint` in place of the
   * definition's (the field's status), described by the English (`sourceId`) first.
   */
  translation?: { lang: string; dir: 'ltr' | 'rtl'; hint: string; sourceId: string };
}

/** A text, select or tags field takes its text; a 'media' field takes MediaField's state instead. */
export type DefinedFieldProps = CommonProps &
  ({ value: string; onChange: (value: string) => void; media?: never } | { media: MediaState; value?: never; onChange?: never });

const textTypes = { text: 'text', email: 'email', url: 'url', tel: 'tel', date: 'date', datetime: 'datetime-local', tags: 'text' } as const;

/** A datetime field says the zone it is typed in: the company's, wherever the browser is. */
const zoneHint = (hint: string | undefined) => [`Time in ${companyZone()} (the company's time zone).`, hint].filter(Boolean).join(' ');

/**
 * The field for one leaf of a definition, in a grid column (half a row when its meta says so):
 * place it inside a Bootstrap `.row`. Its error, when given, is shown under it and the control is
 * marked invalid, so a form can focus the first `[aria-invalid="true"]` control.
 */
export function DefinedField(props: DefinedFieldProps) {
  const { meta, input, options, maxLength } = definedLeaf(props.schema);
  const { translation } = props;
  const common = {
    label: props.label ?? meta.label,
    hint: translation ? translation.hint : [meta.visibleOn ? publicMarks[meta.visibleOn] : '', meta.hint ?? ''].filter(Boolean).join(' ') || undefined,
    required: translation ? false : meta.required,
    error: props.error,
  };
  let control;
  if (input === 'media') {
    if (!props.media) throw new Error(`${meta.label} is a media field: give DefinedField its media state.`);
    control = <MediaField {...common} {...props.media} disabled={props.disabled || props.media.disabled} />;
  } else {
    if (props.media) throw new Error(`${meta.label} is not a media field.`);
    const text = { ...common, value: props.value, onChange: props.onChange, disabled: props.disabled, lang: translation?.lang, dir: translation?.dir, describedBy: translation?.sourceId };
    if (input === 'checkbox') {
      control = <CheckboxField {...common} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    } else if (input === 'languages') {
      control = <LanguagesField {...common} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    } else if (input === 'select') {
      control = <SelectField {...text} options={options} placeholder={meta.placeholder ?? (meta.required ? undefined : '')} />;
    } else if (input === 'textarea' || input === 'markdown') {
      control = <TextAreaField {...text} rows={meta.rows} maxLength={maxLength} />;
    } else {
      control = (
        <TextField {...text} hint={input === 'datetime' ? zoneHint(text.hint) : text.hint} type={textTypes[input]} inputMode={meta.inputMode} autoComplete={meta.autoComplete} maxLength={maxLength} />
      );
    }
  }
  return <div className={meta.width === 'half' || translation ? 'col-md-6' : 'col-12'}>{control}</div>;
}
