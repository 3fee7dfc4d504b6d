import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { usePrivacyText } from '@/api/privacy-text';
import { useSaveRgpdText } from '@/api/site-configuration';
import { EditorForm } from '@/components/editor/editor-form';
import { notBlank } from '@/components/editor/rules';
import { RichTextFormField } from '@/components/editor/rich-text-form-field';
import { LoadedContent, Screen } from '@/components/screen';
import { DocumentsPanel } from './documents-panel';
import { PartnersPanel } from './partners-panel';
import { RGPD_LOAD_FAILED, RGPD_REQUIRED, RGPD_SAVED, RGPD_SAVE_FAILED } from './general-messages';

/**
 * `Générale`: the data-protection text the footer's 'Données Personnelles'
 * shows, in a rich-text field (once saved, every screen shows it at once). Below it,
 * the documents and partners the members' area lists.
 */
export function GeneralScreen() {
  const rgpd = usePrivacyText();
  return (
    <Screen title="Générale" width="medium">
      <section aria-labelledby="rgpd-title">
        <h2 id="rgpd-title" className="h5">
          Protection des données
        </h2>
        <LoadedContent load={rgpd} loading="Chargement du texte…" error={RGPD_LOAD_FAILED}>
          {(html) => <RgpdForm initial={html} />}
        </LoadedContent>
      </section>
      <DocumentsPanel />
      <PartnersPanel />
    </Screen>
  );
}

function RgpdForm({ initial }: { initial: string }) {
  const form = useForm<{ html: string }>({ defaultValues: { html: initial } });
  const saveRgpdText = useSaveRgpdText();
  const save = async ({ html }: { html: string }) => {
    await saveRgpdText.mutateAsync(html);
    toast.success(RGPD_SAVED);
  };
  return (
    <EditorForm form={form} submitLabel="Enregistrer" onSave={save} failed={RGPD_SAVE_FAILED}>
      <RichTextFormField<{ html: string }>
        name="html"
        label="Données personnelles"
        rules={notBlank(RGPD_REQUIRED)}
      />
    </EditorForm>
  );
}
