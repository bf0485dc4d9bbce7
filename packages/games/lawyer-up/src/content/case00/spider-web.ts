import { defineCards, type PlayCardData } from '../../language/index.js';

/** The spider-web set (craquelure and the dealers' web): in the case deck only when the strategy shows the spider web. */
export const spiderWebSet = defineCards<PlayCardData>([
  // Baked Craquelure — Examine: discard 1 Painting from your opponent's examination.
  {
    id: 'c00-baked-craquelure', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'corruption'], keywords: ['Material'], icon: 'spider-web',
    name: { en: 'Baked Craquelure', fr: 'Craquelure cuite' },
    text: { en: 'Examine: discard 1 Painting from your opponent\'s examination.', fr: 'Examen : défaussez 1 Tableau de l\'examen adverse.' },
    flavour: {
      en: 'The cracks run straight through the paint and stop dead at the ground, as an oven leaves them.',
      fr: 'Les fissures traversent la peinture et s\'arrêtent net à la préparation, comme les laisse un four.',
    },
    effects: {
      examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { keyword: 'Painting' } }],
    },
  },
  // Ink in the Cracks — Victory: sway 1 Evidential.
  {
    id: 'c00-ink-in-the-cracks', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['logical', 'bureaucratic'], keywords: ['Material'], icon: 'spider-web',
    name: { en: 'Ink in the Cracks', fr: 'Encre dans les fissures' },
    text: { en: 'Victory: sway 1 Evidential.', fr: 'Victoire : influencez 1 Probatoire.' },
    flavour: {
      en: 'India ink rubbed into the craquelure to age it. A cotton swab brings it straight out.',
      fr: 'De l\'encre de Chine frottée dans la craquelure pour la vieillir. Un coton l\'enlève aussitôt.',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'evidential', count: 1 }],
    },
  },
  // The Dealers' Web — Examine: draw 1 Painting from either discard.
  {
    id: 'c00-the-dealers-web', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'], icon: 'spider-web',
    name: { en: 'The Dealers\' Web', fr: 'La toile des marchands' },
    text: { en: 'Examine: draw 1 Painting from either discard.', fr: 'Examen : piochez 1 Tableau de l\'une ou l\'autre défausse.' },
    flavour: {
      en: 'A chart of names and arrows pinned to a corkboard, with the defendant near the middle.',
      fr: 'Un schéma de noms et de flèches punaisé sur un tableau de liège, l\'accusé près du centre.',
    },
    effects: {
      examine: [{ do: 'draw', from: 'eitherDiscard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // The Middleman's Ledger — Examine: your opponent discards 1 card.
  {
    id: 'c00-the-middlemans-ledger', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['corruption', 'bureaucratic'], keywords: ['Document'], icon: 'spider-web',
    name: { en: 'The Middleman\'s Ledger', fr: 'Le carnet de l\'intermédiaire' },
    text: { en: 'Examine: your opponent discards 1 card.', fr: 'Examen : votre adversaire défausse 1 carte.' },
    flavour: {
      en: 'Initials, dates and commissions. Ten per cent to "C.", every time.',
      fr: 'Des initiales, des dates, des commissions. Dix pour cent à « C. », à chaque fois.',
    },
    effects: {
      examine: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }],
    },
  },
  // Shell Company — no effect
  {
    id: 'c00-shell-company', type: 'Evidence', side: 'N', case: '00', value: 3,
    biases: ['bureaucratic', 'logical'], keywords: ['Document'], icon: 'spider-web',
    name: { en: 'Shell Company', fr: 'Société écran' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Registered in a letterbox, owned by another letterbox.',
      fr: 'Domiciliée dans une boîte aux lettres, détenue par une autre boîte aux lettres.',
    },
  },
  // Found in an Attic — Examine: play 1 Painting from either discard.
  {
    id: 'c00-found-in-an-attic', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['emotional', 'reputation'], keywords: ['Material'], icon: 'spider-web',
    name: { en: 'Found in an Attic', fr: 'Trouvé dans un grenier' },
    text: { en: 'Examine: play 1 Painting from either discard.', fr: 'Examen : jouez 1 Tableau de l\'une ou l\'autre défausse.' },
    flavour: {
      en: 'Under a dust sheet and a century of cobwebs, exactly where the family always said it was.',
      fr: 'Sous une housse et un siècle de toiles d\'araignée, là où la famille l\'avait toujours dit.',
    },
    effects: {
      examine: [{ do: 'playFrom', from: 'eitherDiscard', filter: { keyword: 'Painting' } }],
    },
  },
  // Natural Craquelure — Examine: +1 Value if your examination holds a Painting.
  {
    id: 'c00-natural-craquelure', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['evidential', 'emotional'], keywords: ['Material'], icon: 'spider-web',
    name: { en: 'Natural Craquelure', fr: 'Craquelure naturelle' },
    text: { en: 'Examine: +1 Value if your examination holds a Painting.', fr: 'Examen : +1 de Valeur si votre examen contient un Tableau.' },
    flavour: {
      en: 'Three hundred winters and summers, written in the paint like the lines of a palm.',
      fr: 'Trois cents hivers et étés, inscrits dans la peinture comme les lignes d\'une main.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Painting' } }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
  // The Concert — Victory: shuffle every Painting from your discard into your deck.
  {
    id: 'c00-the-concert', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['logical', 'emotional', 'corruption'], keywords: ['Painting'], icon: 'spider-web',
    name: { en: 'The Concert', fr: 'Le Concert' },
    text: { en: 'Victory: shuffle every Painting from your discard into your deck.', fr: 'Victoire : mélangez tous les Tableaux de votre défausse dans votre pioche.' },
    flavour: {
      en: 'Missing for years. The defense says it was never stolen, only very well hidden.',
      fr: 'Disparu pendant des années. La défense dit qu\'il n\'a jamais été volé, seulement très bien caché.',
    },
    effects: {
      victory: [{ do: 'shuffle', count: 'all', filter: { keyword: 'Painting' } }],
    },
  },
]);
