// Les mots des pages Règles et Sources en français : chargés avec ces pages (un morceau différé).
import type { RulesCatalogue } from './rules-en';

export const rulesFr: RulesCatalogue = {
  rules: {
    title: 'Règles',
    intro: 'Les règles appliquées sur ce site. Les règles antiques de la petteia sont perdues : voici une reconstitution moderne (voir « Sources et limites »). Le Grec est un jeu moderne de Dominique Huguenin et Yves Chédel. La petteia échecs suit son texte source, complété là où il se tait (marqué [R]).',
    contents: 'Sommaire',
    diagrams: {
      'grec-step': {
        caption: 'Pas : Noir avance A2 en A3. Une pièce avance d’une case, en diagonale vers l’avant ou de côté, sur une case vide, jamais en arrière.',
        description: 'Un plateau de 4×4 au départ du Grec : Noir en A1, A2, B1, B2, C1, C2 et D1 ; Blanc en A4, B3, B4, C3, C4, D3 et D4. Une flèche montre Noir qui va de A2 à A3.',
      },
      'grec-jump': {
        caption: 'Saut : Noir saute de B2 par-dessus la pièce blanche en B3 jusqu’en B4, vide. Rien n’est pris.',
        description: 'Un plateau de 4×4. Pièces noires en A1, B1 et B2, une pièce blanche en B3. Une flèche montre Noir qui va de B2 à B4 par-dessus B3.',
      },
      'grec-win-arrived': {
        caption: 'Arrivée : Noir joue C2 en C3 ; ses sept pièces sont toutes dans les rangées 3 et 4, Noir gagne.',
        description: 'Un plateau de 4×4. Pièces noires en A4, B4, C4, D4, A3, B3 et C2 ; pièces blanches en D3, A2, B2, A1, B1, C1 et D1. Une flèche montre Noir qui va de C2 à C3 et termine son arrivée.',
      },
      'grec-win-no-moves': {
        caption: 'Blocage : Noir joue D3 en C3 ; plus aucune pièce blanche ne peut avancer ni sauter, et Blanc, qui ne peut pas jouer, perd.',
        description: 'Un plateau de 4×4. Pièces noires en B4, C4, D4, B3, D3, C2 et A1 ; pièces blanches en A3, A2, B2, D2, B1, C1 et D1. Une flèche montre Noir qui va de D3 à C3 ; Blanc n’a ensuite plus de coup légal.',
      },
      move: {
        caption: 'Déplacement : la pièce claire en C2 monte tout droit jusqu’en C5, comme une tour.',
        description: 'Un plateau de 6×6. Pièces claires en A1 et C2, pièces foncées en A6 et B6. Une flèche montre la pièce claire qui va de C2 à C5 en passant par les cases vides C3 et C4.',
      },
      capture: {
        caption: 'Prise : Clair joue C1 en C3 ; la pièce foncée en D3 se trouve entre C3 et la pièce claire en E3, elle est retirée.',
        description: 'Un plateau de 6×6. Pièces claires en C1 et E3, pièces foncées en D3, A6 et B6. Une flèche montre Clair qui va de C1 à C3. La pièce foncée en D3 est barrée : elle est entre les pièces claires en C3 et E3.',
      },
      'multiple-capture': {
        caption: 'Prise multiple : un seul coup, C1 en C3, prend deux pièces en tenaille dans deux directions, C4 et D3.',
        description: 'Un plateau de 6×6. Pièces claires en C1, C5 et E3, pièces foncées en C4, D3, A6 et B6. Une flèche montre Clair qui va de C1 à C3. Deux pièces foncées sont barrées : C4, entre C3 et C5, et D3, entre C3 et E3.',
      },
      'safe-entry': {
        caption: 'Entrée sûre : Foncé joue C6 en C3, entre les pièces claires en B3 et D3, et n’est pas pris.',
        description: 'Un plateau de 6×6. Pièces claires en B3 et D3, pièces foncées en A6 et C6. Une flèche montre Foncé qui descend de C6 à C3, entre les deux pièces claires. Rien n’est barré : une pièce qui se place entre deux adversaires ne risque rien.',
      },
      'win-pieces': {
        caption: 'Première façon de gagner : Clair prend D3 et il ne reste à Foncé qu’une pièce.',
        description: 'Un plateau de 6×6. Pièces claires en C1 et E3, pièces foncées en D3 et A6. Une flèche montre Clair qui va de C1 à C3 ; la pièce foncée en D3 est barrée. Il ne reste à Foncé qu’une pièce, en A6 : Clair gagne.',
      },
      'win-no-moves': {
        caption: 'Seconde façon de gagner : Clair joue D4 en A4 et Foncé, au trait, n’a plus aucun coup légal.',
        description: 'Un plateau de 6×6. Pièces foncées en A6 et A5, dans le coin ; pièces claires en B6, B5 et D4. Une flèche montre Clair qui va de D4 à A4. Les deux pièces foncées sont enfermées par les pièces claires, le bord et l’une l’autre : Foncé ne peut plus bouger, Clair gagne.',
      },
    },
    petteiaTitle: 'Petteia',
    petteia: [
      {
        heading: 'Plateau et pièces',
        paragraphs: [
          'Deux joueurs, Clair et Foncé. Le plateau compte 6×6 cases avec 6 pièces par camp, ou 8×8 avec 8 pièces par camp. Les colonnes sont nommées par des lettres à partir de A, les rangées numérotées à partir de 1 du côté de Clair.',
          'Clair occupe la rangée 1, Foncé la dernière rangée. Clair joue en premier. Le nom des cases ne change jamais, mais chacun voit le plateau de son côté : vos pièces sont toujours en bas.',
        ],
      },
      {
        heading: 'Déplacement',
        paragraphs: [
          'À votre tour, déplacez une de vos pièces en ligne droite sur sa rangée ou sa colonne, d’autant de cases vides que vous voulez, comme une tour aux échecs. Pas de saut, pas de diagonale, on ne passe pas son tour.',
        ],
        diagrams: ['move'],
      },
      {
        heading: 'Prise',
        paragraphs: [
          'Après votre coup, toute pièce adverse qui se trouve directement entre la pièce que vous venez de jouer et une autre de vos pièces, sur la même rangée ou la même colonne, est prise et retirée.',
        ],
        items: [
          'Un coup peut prendre dans trois directions à la fois.',
          'On ne prend jamais qu’une pièce isolée : deux pièces adverses à la suite entre les vôtres ne sont pas prises.',
          'Seule la pièce qui vient de bouger prend. Les bords et les coins du plateau n’aident pas.',
          'Entrée sûre : vous pouvez placer une pièce entre deux pièces adverses sans être pris. Elle pourra être prise plus tard si l’adversaire la reprend en tenaille.',
        ],
        diagrams: ['capture', 'multiple-capture', 'safe-entry'],
      },
      {
        heading: 'Fin de la partie',
        paragraphs: ['Après chaque coup, dans cet ordre :'],
        items: [
          'Vous gagnez quand votre adversaire n’a plus qu’une pièce, ou aucune.',
          'Vous gagnez quand votre adversaire, dont c’est le tour, n’a aucun coup légal.',
          'La partie est nulle quand la même position (mêmes pièces sur les mêmes cases et même joueur au trait) se présente pour la troisième fois ; la position de départ compte.',
          'La partie est nulle après 100 coups de suite (50 par camp) sans prise.',
        ],
        diagrams: ['win-pieces', 'win-no-moves'],
      },
      {
        heading: 'En ligne',
        paragraphs: [
          'On perd aussi en abandonnant, en dépassant son temps, ou en restant absent : quand un joueur est déconnecté plus longtemps que le délai de grâce, son adversaire peut réclamer la victoire. La nulle peut être convenue, et un coup peut être repris si l’adversaire l’accepte (le temps utilisé n’est pas rendu).',
          'Avec une pendule, chacun a son propre temps, qui démarre à l’arrivée de votre ami. Quitter la page ne l’arrête pas : c’est le serveur qui compte le temps.',
          'Contre l’ordinateur, la partie et la pendule démarrent aussitôt, et sa pendule tourne pendant qu’il réfléchit. Vous pouvez toujours reprendre votre dernier coup (avec la réponse de l’ordinateur) ; l’ordinateur n’accepte la nulle que s’il juge sa propre position moins bonne.',
        ],
      },
    ],
    grecTitle: 'Le Grec',
    grec: [
      {
        heading: 'Plateau et pièces',
        paragraphs: [
          'Un plateau de 4×4, colonnes A à D et rangées 1 à 4, avec sept pièces noires et sept blanches. Noir commence sur A1, A2, B1, B2, C1, C2 et D1 (D2 est vide) ; Blanc sur A4, B3, B4, C3, C4, D3 et D4 (A3 est vide). Noir joue en premier. Noir avance vers la rangée 4, Blanc vers la rangée 1.',
        ],
      },
      {
        heading: 'Coups',
        paragraphs: ['Toujours vers une case vide. Jouer est obligatoire : on ne passe pas.'],
        items: [
          'Avancer d’une case tout droit, en diagonale vers l’avant, ou de côté. Jamais en arrière.',
          'Ou sauter par-dessus une pièce adverse voisine dans une de ces directions, pour atterrir sur la case vide juste derrière. Un seul saut par coup, jamais par-dessus sa propre pièce, et rien n’est pris.',
        ],
        diagrams: ['grec-step', 'grec-jump'],
      },
      {
        heading: 'Fin de la partie',
        items: [
          'Vous gagnez dès que vos sept pièces sont toutes dans la moitié adverse (rangées 3–4 pour Noir, 1–2 pour Blanc).',
          'Un joueur qui n’a aucun coup légal à son tour perd.',
          'La troisième apparition de la même position, avec le même joueur au trait, est une partie nulle.',
        ],
        paragraphs: ['Ces deux dernières règles complètent le texte original, qui laisse ces cas ouverts. Sauter n’est jamais obligatoire.'],
        link: { href: '/grec/answers', text: 'Le Grec résolu : les quatre questions du texte original, avec leurs réponses' },
        diagrams: ['grec-win-arrived', 'grec-win-no-moves'],
      },
      {
        heading: 'Variante : arrivée en miroir',
        paragraphs: [
          'Le texte original propose d’imposer les cases d’arrivée : chaque camp doit finir avec ses sept pièces exactement sur les cases de départ de l’autre — Noir sur A4, B3, B4, C3, C4, D3 et D4, Blanc sur A1, A2, B1, B2, C1, C2 et D1. Tout le reste est comme au Grec.',
        ],
        link: { href: '/grec/answers#grec-mirror', text: 'Les quatre réponses pour l’arrivée en miroir aussi' },
      },
    ],
    chessTitle: 'Petteia échecs (10×10)',
    chessSource: 'Un jeu proche des échecs, présenté par son texte source comme « la petteia, mère des échecs ». La source donne le plateau, les lettres et les noms des pièces, la marche du Serpent, le Sacrifice du Roi, la fin de la partie et la façon de noter les coups. Elle ne dit pas comment se déplacent le Ministre, l’Éléphant, le Chameau et le Cheval, ni où les pièces commencent : ces règles, et toutes celles marquées [R], sont une reconstitution de ce site — la lecture la plus cohérente des noms (ceux des pièces modernes aux échecs indiens) et des exemples de notation de la source. Tout ce qui n’est pas marqué vient de la source.',
    chess: [
      {
        heading: 'Plateau et pièces',
        paragraphs: [
          'Un plateau de 10×10 cases : colonnes a à j de gauche à droite, rangées 0 à 9, comptées depuis le côté des Blancs. Deux camps, les Blancs et les Noirs. Les Blancs commencent. [R]',
          'Chaque camp a dix pièces et dix pions : Roi (K), Ministre (M), Éléphant (E), Serpent (S), Chameau (C), Cheval (H) et Pion (P).',
          'Le départ [R] : la rangée 0 des Blancs porte, de a0 à j0, Éléphant, Cheval, Chameau, Serpent, Ministre, Roi, Serpent, Chameau, Cheval, Éléphant, et les pions blancs occupent la rangée 1. Les Noirs font de même sur les rangées 9 et 8, sur les mêmes colonnes (le Roi noir en f9, son Ministre en e9).',
        ],
      },
      {
        heading: 'La marche des pièces',
        paragraphs: ['Aucune pièce ne saute, sauf le Cheval et le Serpent. Une pièce prend une pièce adverse en venant sur sa case.'],
        items: [
          'Roi : un pas dans l’une des huit directions. Pas de roque. [R]',
          'Ministre : comme la dame aux échecs, d’autant de cases que l’on veut sur une rangée, une colonne ou une diagonale. [R]',
          'Éléphant : comme la tour aux échecs, d’autant de cases que l’on veut sur une rangée ou une colonne. [R]',
          'Chameau : comme le fou aux échecs, d’autant de cases que l’on veut sur une diagonale. [R]',
          'Cheval : comme le cavalier aux échecs, un saut d’une case dans un sens et de deux dans l’autre. [R]',
          'Pion : comme aux échecs — un pas en avant vers une case vide, deux depuis sa rangée de départ, prise d’un pas en diagonale vers l’avant, prise en passant. [R] Sur la dernière rangée, il doit être promu en Ministre, Éléphant, Serpent, Chameau ou Cheval : le plateau demande lequel.',
        ],
      },
      {
        heading: 'Le Serpent',
        paragraphs: [
          'Le Serpent se déplace par des chemins sinueux : un pas en diagonale, un pas en diagonale à angle droit du premier, puis un pas en diagonale parallèle au premier. Il arrive une case de côté et trois en avant (un long saut de 1 sur 3) : huit cases en tout.',
          'Il passe par-dessus les deux cases où son chemin tourne, quoi qu’il s’y trouve. Il ne peut s’arrêter sur l’une d’elles que pour y prendre une pièce adverse, jamais sur une case vide. Au bout de son chemin, il prend une pièce adverse ou va sur une case vide ; une pièce de son camp bloque ce chemin. Un Serpent en e4 peut aller en d1, f1, b3, h3, b5, h5, d7 ou f7, et ne peut que prendre en d3, f3, d5, f5, c4, g4, e2 et e6.',
        ],
      },
      {
        heading: 'Le Sacrifice',
        paragraphs: [
          'Une fois par partie, chaque camp peut, au lieu d’un coup normal, faire sacrifier par son Roi une de ses propres pièces sur une case voisine (l’une des huit, de n’importe quelle sorte, un pion aussi) : la pièce quitte le plateau et le Roi prend sa place. Il peut servir à sortir d’échec, jamais à se mettre en échec. La barre de chaque joueur indique si son Sacrifice est encore disponible.',
          'Sur le plateau : touchez votre Roi ; les voisines qu’il peut sacrifier sont marquées d’un anneau en tirets et d’une étoile ; touchez-en une pour jouer le Sacrifice.',
        ],
      },
      {
        heading: 'Fin de la partie',
        items: [
          'Comme aux échecs, aucun coup ne peut laisser son propre Roi attaqué. L’échec et mat gagne ; le pat est nul. Qui n’a plus de temps à son tour perd.',
          'La troisième apparition de la même position (pièces, camp au trait, Sacrifices encore disponibles, prise en passant) rend la partie nulle. [R]',
          '100 coups de suite (50 par camp) sans prise, sans Sacrifice et sans coup de pion rendent la partie nulle. [R]',
          'Il n’y a pas d’autre nulle automatique. [R]',
        ],
        paragraphs: ['Un Roi en échec est marqué sur le plateau d’une étoile rouge, et la ligne d’état dit « échec ».'],
      },
      {
        heading: 'Noter les coups',
        paragraphs: [
          'Un coup s’écrit avec la lettre de la pièce, la case qu’elle quitte, - pour un coup sans prise ou x pour une prise, et la case où elle arrive : Pe1-e3, Hc9xd7. Un Sacrifice s’écrit avec * : Kf9*e9. Une promotion ajoute = et la lettre de la nouvelle pièce : Pe8-e9=M. La prise en passant s’écrit comme une prise sur la case où va le pion. [R] Vous pouvez saisir les coups ainsi (en majuscules ou en minuscules).',
        ],
      },
      {
        heading: 'Deux jeux de pièces',
        paragraphs: ['On peut jouer avec les pièces du jeu ou avec des pièces d’échecs familières (la dame pour le Ministre, la tour pour l’Éléphant, le fou pour le Chameau, le cavalier pour le Cheval ; le Serpent garde la sienne) : les règles sont les mêmes, seul le dessin change. Le choix se fait sous les coups de la partie ; ce navigateur s’en souvient.'],
      },
    ],
    reconstructed: 'reconstitué par ce site',
    notationTitle: 'Notation',
    notation: 'Un coup s’écrit case de départ, flèche, case d’arrivée : D2 → D4. On peut le saisir sous la forme d2-d4.',
  },
  sources: {
    title: 'Sources et limites de cette reconstitution',
    intro: 'Personne ne connaît les règles exactes de la petteia : elles sont perdues. Il nous reste des mentions en passant d’écrivains pour qui le jeu allait de soi, et une brève description d’un jeu appelé poleis. Cette page dit ce qu’elles nous apprennent, et ce que ce site a dû choisir.',
    evidenceTitle: 'Ce que disent les textes antiques',
    // Les références elles-mêmes (auteurs, œuvres, passages) viennent de ./references.ts, jamais d’ici.
    evidence: {
      homer: 'Les prétendants de Pénélope se divertissent avec des pessoi (les pions du jeu) devant les portes du palais. C’est la plus ancienne mention du nom du jeu ; elle ne dit rien de ses règles.',
      plato: (others: string) => `Les joueurs malhabiles sont enfermés par les habiles jusqu’à ne plus pouvoir bouger. Platon mentionne aussi la petteia comme un jeu d’habileté dans d’autres dialogues (${others}).`,
      aristotle: 'L’homme sans cité est comparé à une pièce isolée (azux) à la petteia. Une pièce seule est faible, ce qui s’accorde avec une prise par encerclement.',
      pollux: 'Décrit un jeu appelé poleis (« les cités »), joué sur un plateau divisé en cases avec des pièces de deux couleurs, où l’on prend une pièce en l’enfermant entre deux pièces adverses.',
      latrunculiHeading: 'Le ludus latrunculorum romain',
      latrunculi: (sources: string) => `Des textes latins le mentionnent (${sources}) ; on y voit d’ordinaire un jeu apparenté de prise par encerclement.`,
    },
    choicesTitle: 'Ce qu’on ignore, et ce que ce site a choisi',
    choices: [
      'La taille du plateau et le nombre de pièces : inconnus. Ce site propose 6×6 avec 6 pièces par camp et 8×8 avec 8.',
      'La marche des pièces : inconnue. Le déplacement de la tour des échecs suit la plupart des reconstitutions modernes.',
      'Si deux pièces à la suite peuvent être prises ensemble, si l’on peut entrer sans risque entre deux ennemis, comment on gagne, et les règles de nulle : des choix modernes, faits pour un jeu cohérent et jouable.',
    ],
    readingTitle: 'Pour aller plus loin',
    reading: 'Les références suivent la numérotation usuelle de chaque œuvre (chant et vers pour Homère, pages d’Estienne pour Platon, pages de Bekker pour Aristote, livre et paragraphe pour Pollux) : on les retrouve dans toute édition ou traduction qui la donne.',
    grecNote: 'Le Grec n’est pas antique : c’est un jeu moderne de Dominique Huguenin et Yves Chédel. Ce site complète ses règles là où le texte original laisse des questions ouvertes (aucun coup légal : défaite ; troisième répétition : nulle).',
  },
};
