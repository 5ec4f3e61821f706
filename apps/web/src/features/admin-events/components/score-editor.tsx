import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { sportIds } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { EditorSection } from './editor-section';
import { scoreDraftOf, scoresOfDraft, validateScoreDraft, type Errors, type ScoreDraft } from '../validation';

type Field = { name: string; label: string; kind?: 'side' };

function useFields(sportId: number, draft: ScoreDraft): Field[] {
  const { t } = useTranslation();
  const home = t('adminEvent.score.home');
  const away = t('adminEvent.score.away');
  switch (sportId) {
    case sportIds.tennis: {
      const sets = Math.max(1, Math.min(5, Number(draft.setCount ?? 1)));
      const setFields = Array.from({ length: sets }, (_, index) => [
        { name: `set${index}Home`, label: `${t('adminEvent.score.set', { set: index + 1 })} · ${t('adminEvent.score.homeGames')}` },
        { name: `set${index}Away`, label: `${t('adminEvent.score.set', { set: index + 1 })} · ${t('adminEvent.score.awayGames')}` },
      ]).flat();
      return [
        ...setFields,
        { name: 'homePoints', label: t('adminEvent.score.homeGamePoints') },
        { name: 'awayPoints', label: t('adminEvent.score.awayGamePoints') },
        { name: 'server', label: t('adminEvent.score.server'), kind: 'side' },
        { name: 'period', label: t('adminEvent.score.period') },
      ];
    }
    case sportIds.cricket:
      return [
        { name: 'innings', label: t('adminEvent.score.innings') },
        { name: 'batting', label: t('adminEvent.score.batting'), kind: 'side' },
        { name: 'homeRuns', label: t('adminEvent.score.runs', { side: home }) },
        { name: 'homeWickets', label: t('adminEvent.score.wickets', { side: home }) },
        { name: 'homeOvers', label: t('adminEvent.score.overs', { side: home }) },
        { name: 'awayRuns', label: t('adminEvent.score.runs', { side: away }) },
        { name: 'awayWickets', label: t('adminEvent.score.wickets', { side: away }) },
        { name: 'awayOvers', label: t('adminEvent.score.overs', { side: away }) },
        { name: 'target', label: t('adminEvent.score.target') },
        { name: 'period', label: t('adminEvent.score.period') },
      ];
    case sportIds.basketball:
      return [
        { name: 'home', label: t('adminEvent.score.homePoints') },
        { name: 'away', label: t('adminEvent.score.awayPoints') },
        { name: 'quarter', label: t('adminEvent.score.quarter') },
        { name: 'clock', label: t('adminEvent.score.clock') },
        { name: 'period', label: t('adminEvent.score.period') },
      ];
    default:
      return [
        { name: 'home', label: t('adminEvent.score.homeGoals') },
        { name: 'away', label: t('adminEvent.score.awayGoals') },
        { name: 'clock', label: t('adminEvent.score.clock') },
        { name: 'period', label: t('adminEvent.score.period') },
      ];
  }
}

/** The score as form fields of the event's sport (no JSON); saving sends the sport's `scores`. */
/** `readOnly`: the score as it stands, without the editing buttons (roles without `events.write`). */
export function ScoreEditor({ sportId, scores, onSave, readOnly = false }: { sportId: number; scores: unknown; onSave: (scores: Record<string, unknown>) => Promise<void>; readOnly?: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ScoreDraft>(() => scoreDraftOf(sportId, scores));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const fields = useFields(sportId, draft);
  const errorText = (name: string) => {
    const found = errors[name];
    return found ? t(found.key, found.values ?? {}) : undefined;
  };
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const sides = [
    { value: 'home', label: t('adminEvent.score.home') },
    { value: 'away', label: t('adminEvent.score.away') },
  ];

  const save = async () => {
    const found = validateScoreDraft(sportId, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(scoresOfDraft(sportId, draft));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditorSection title={t('adminEvent.scoreTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0 }}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {fields.map((field) =>
              field.kind === 'side' ? (
                <Select key={field.name} label={field.label} data={sides} value={draft[field.name] ?? 'home'} onChange={(value) => set(field.name, value ?? 'home')} allowDeselect={false} />
              ) : (
                <TextInput
                  key={field.name}
                  label={field.label}
                  value={draft[field.name] ?? ''}
                  onChange={(event) => set(field.name, event.currentTarget.value)}
                  error={errorText(field.name)}
                />
              ),
            )}
          </SimpleGrid>
        </fieldset>
        {readOnly ? null : (
          <Group justify="flex-end" mt="md" gap="sm">
            {sportId === sportIds.tennis ? (
              <Button variant="default" disabled={Number(draft.setCount ?? 1) >= 5} onClick={() => set('setCount', String(Number(draft.setCount ?? 1) + 1))}>
                {t('adminEvent.score.addSet')}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {t('adminEvent.saveScore')}
            </Button>
          </Group>
        )}
      </form>
    </EditorSection>
  );
}
