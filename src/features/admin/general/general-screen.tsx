import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { rgpdQuery, saveRgpdText, siteConfigurationKeys } from '@/api/site-configuration';
import { RichTextField } from '@/components/rich-text-field';
import { LoadedContent, Screen } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { usePending } from '@/lib/use-pending';
import { DocumentsPanel } from './documents-panel';
import { PartnersPanel } from './partners-panel';
import { RGPD_LOAD_FAILED, RGPD_REQUIRED, RGPD_SAVED, RGPD_SAVE_FAILED } from './general-messages';

/**
 * `Générale`: the data-protection text the footer's 'Données Personnelles'
 * shows, in a rich-text field; `onSaved` hands the new text to the footer at once. Below it,
 * the documents and partners the members' area lists.
 */
export function GeneralScreen({ onSaved }: { onSaved: (html: string) => void }) {
  const rgpd = useQuery(rgpdQuery());
  return (
    <Screen title="Générale" width="medium">
      <section aria-labelledby="rgpd-title">
        <h2 id="rgpd-title" className="h5">
          Protection des données
        </h2>
        <LoadedContent load={rgpd} loading="Chargement du texte…" error={RGPD_LOAD_FAILED}>
          {(html) => <RgpdForm initial={html} onSaved={onSaved} />}
        </LoadedContent>
      </section>
      <DocumentsPanel />
      <PartnersPanel />
    </Screen>
  );
}

function RgpdForm({ initial, onSaved }: { initial: string; onSaved: (html: string) => void }) {
  const queryClient = useQueryClient();
  const [html, setHtml] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const empty = !html.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (empty) return;
    void run(async () => {
      try {
        await saveRgpdText(html);
        queryClient.setQueryData(siteConfigurationKeys.rgpd, html);
        onSaved(html);
        toast.success(RGPD_SAVED);
      } catch {
        toast.error(RGPD_SAVE_FAILED);
      }
    });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <RichTextField
        label="Données personnelles"
        value={html}
        onChange={setHtml}
        invalid={attempted && empty}
        feedback={RGPD_REQUIRED}
      />
      <SubmitButton pending={pending}>Enregistrer</SubmitButton>
    </Form>
  );
}
