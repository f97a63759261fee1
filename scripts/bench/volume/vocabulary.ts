import type { GradeLevelCategory } from "../../../shared/constants";

/**
 * The words of the benchmark's school network: names, places, subjects, topics and the texts
 * built from them.
 */

// Vocabulary. No `&`, `<`, `>` or quotes anywhere: sanitize-html would escape them, and the seed
// must store exactly what sanitizeRichText returns.

export const SCHOOL_PREFIXES = ["Escola Estadual", "Escola Municipal", "Colégio", "EMEF", "Escola Estadual de Ensino Médio"];
// prettier-ignore
export const PATRONS = [
  "Monteiro Lobato", "Cecília Meireles", "Paulo Freire", "Anísio Teixeira", "Rui Barbosa", "Castro Alves",
  "Carlos Drummond de Andrade", "Clarice Lispector", "Tarsila do Amaral", "Santos Dumont", "Oswaldo Cruz",
  "Vital Brazil", "Chiquinha Gonzaga", "Zumbi dos Palmares", "Dom Pedro II", "Tiradentes", "José de Alencar",
  "Graciliano Ramos", "Jorge Amado", "Rachel de Queiroz", "Cora Coralina", "Vinicius de Moraes", "Darcy Ribeiro",
  "Cândido Portinari", "Heitor Villa-Lobos", "Olavo Bilac", "Manuel Bandeira", "Érico Veríssimo", "Guimarães Rosa",
  "Lima Barreto", "Carolina Maria de Jesus", "Nise da Silveira", "Princesa Isabel", "Joaquim Nabuco", "André Rebouças",
  "Luiz Gama", "Maria Quitéria", "Anita Garibaldi", "Bertha Lutz", "César Lattes", "Milton Santos", "Aleijadinho",
  "Gonçalves Dias", "Euclides da Cunha", "Mário de Andrade", "Adoniran Barbosa", "Herbert de Souza", "Irmã Dulce",
  "Dorina Nowill", "Enedina Alves Marques",
];
// prettier-ignore
export const STREETS = [
  "Rua das Palmeiras", "Avenida Brasil", "Rua XV de Novembro", "Rua São João", "Avenida Independência",
  "Rua das Flores", "Rua Sete de Setembro", "Avenida Santos Dumont", "Rua Bahia", "Rua Minas Gerais",
];
// prettier-ignore
export const CITIES = [
  ["São Paulo", "SP", "11"], ["Campinas", "SP", "19"], ["Belo Horizonte", "MG", "31"], ["Uberlândia", "MG", "34"],
  ["Curitiba", "PR", "41"], ["Goiânia", "GO", "62"], ["Salvador", "BA", "71"], ["Recife", "PE", "81"],
];
export const ASSOCIATIONS = [
  ["Associação Paulista de Ensino", "Escolas da capital e do interior de São Paulo."],
  ["Associação Mineira de Educação", "Escolas de Minas Gerais e de Goiás."],
  ["Associação Educacional do Nordeste", "Escolas da Bahia e de Pernambuco."],
];

export const GRADE_LEVELS: Array<[string, GradeLevelCategory, string]> = [
  ["1º Ano", "Ensino Fundamental I", "Alfabetização"],
  ["2º Ano", "Ensino Fundamental I", "Anos iniciais"],
  ["3º Ano", "Ensino Fundamental I", "Anos iniciais"],
  ["4º Ano", "Ensino Fundamental I", "Anos iniciais"],
  ["5º Ano", "Ensino Fundamental I", "Último ano dos anos iniciais"],
  ["6º Ano", "Ensino Fundamental II", "Primeiro ano dos anos finais"],
  ["7º Ano", "Ensino Fundamental II", "Anos finais"],
  ["8º Ano", "Ensino Fundamental II", "Anos finais"],
  ["9º Ano", "Ensino Fundamental II", "Último ano dos anos finais"],
  ["1ª Série", "Ensino Médio", "Primeiro ano do ensino médio"],
  ["2ª Série", "Ensino Médio", "Segundo ano do ensino médio"],
  ["3ª Série", "Ensino Médio", "Ano de preparação para o ENEM"],
];
export const CATEGORY_LEVEL: Record<GradeLevelCategory, number> = {
  "Ensino Fundamental I": 1,
  "Ensino Fundamental II": 2,
  "Ensino Médio": 3,
};

// prettier-ignore
export const STAFF_FIRST = [
  "Ana", "Bruno", "Carla", "Daniel", "Eduarda", "Fábio", "Gabriela", "Henrique", "Isabela", "João", "Juliana", "Lucas",
  "Mariana", "Nelson", "Otávio", "Patrícia", "Rafael", "Renata", "Sérgio", "Tatiana", "Ulisses", "Vanessa", "Wagner",
  "Yasmin", "Adriana", "Marcelo", "Cristina", "Roberto", "Luciana", "Paulo", "Fernanda", "Ricardo", "Simone", "Thiago",
  "Aline", "Gustavo", "Helena", "Leonardo", "Márcia", "Vítor",
];
// prettier-ignore
export const SURNAMES = [
  "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa",
  "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa", "Rocha", "Dias",
  "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas", "Cardoso", "Ramos",
  "Gonçalves", "Santana", "Teixeira", "Araújo", "Correia", "Monteiro", "Cavalcanti", "Batista",
];
// prettier-ignore
export const STUDENT_FIRST = [
  "Miguel", "Arthur", "Gael", "Heitor", "Theo", "Davi", "Gabriel", "Bernardo", "Samuel", "João Miguel", "Enzo", "Pedro",
  "Lorenzo", "Benjamin", "Matheus", "Lucas", "Nicolas", "Guilherme", "Rafael", "Joaquim", "Gustavo", "Isaac", "Felipe",
  "Bryan", "Murilo", "Vicente", "Otávio", "Caio", "Emanuel", "Levi", "Helena", "Alice", "Laura", "Maria Alice",
  "Valentina", "Heloísa", "Maria Clara", "Maria Cecília", "Sophia", "Manuela", "Júlia", "Isadora", "Lívia", "Cecília",
  "Beatriz", "Maitê", "Luísa", "Antonella", "Lara", "Mariana", "Yasmin", "Ana Clara", "Lorena", "Agatha", "Rebeca",
  "Eloá", "Esther", "Clara", "Vitória", "Emanuelly",
];
// Professors teach mostly one subject; the repeats give Portuguese and Mathematics more teachers.
// prettier-ignore
export const MAIN_SUBJECTS = [
  "Português", "Matemática", "Português", "Matemática", "Ciências", "História", "Geografia", "Inglês", "Arte",
  "Educação Física", "Física", "Química", "Biologia", "Literatura", "Filosofia", "Sociologia",
];

/** [subject, lowest level (1 EF I, 2 EF II, 3 EM), topic, fact, SAEB code, free descriptor]. */
export type Topic = [string, number, string, string, string | null, string];
// prettier-ignore
export const TOPICS: Topic[] = [
  ["Português", 1, "acentuação gráfica", "as oxítonas terminadas em a, e, o, seguidas ou não de s, são acentuadas", null, "Aplicar regras de acentuação"],
  ["Português", 1, "interpretação de texto", "a ideia principal do texto aparece no primeiro parágrafo", "D6", "Identificar o tema de um texto"],
  ["Português", 1, "ortografia", "as palavras exceção e excesso são escritas com xc", null, "Grafar corretamente as palavras"],
  ["Português", 1, "pontuação", "a vírgula separa o vocativo do restante da frase", "D18", "Reconhecer o efeito da pontuação"],
  ["Português", 1, "gêneros textuais", "a fábula é uma narrativa curta que termina com uma moral", "D12", "Identificar a finalidade de textos"],
  ["Português", 2, "concordância verbal", "o verbo concorda em número e pessoa com o sujeito", null, "Aplicar a concordância verbal"],
  ["Português", 2, "figuras de linguagem", "a metáfora estabelece uma comparação implícita entre dois termos", "D19", "Reconhecer figuras de linguagem"],
  ["Português", 2, "uso da crase", "a crase é a fusão da preposição a com o artigo a", null, "Empregar a crase"],
  ["Português", 2, "classes gramaticais", "o adjetivo atribui características ao substantivo", null, "Identificar classes de palavras"],
  ["Português", 3, "regência verbal", "o verbo assistir, no sentido de ver, exige a preposição a", null, "Aplicar a regência verbal"],
  ["Português", 2, "fato e opinião", "uma opinião expressa o julgamento de quem escreve", "D14", "Distinguir fato de opinião"],
  ["Matemática", 1, "frações", "frações equivalentes representam a mesma parte do todo", "D21", "Reconhecer frações equivalentes"],
  ["Matemática", 1, "números decimais", "o número 0,5 equivale à fração um meio", "D26", "Relacionar decimais e frações"],
  ["Matemática", 1, "área e perímetro", "o perímetro é a soma das medidas dos lados de uma figura", "D12", "Calcular área e perímetro"],
  ["Matemática", 1, "tabelas e gráficos", "o gráfico de barras permite comparar quantidades entre categorias", "D36", "Ler tabelas e gráficos"],
  ["Matemática", 2, "porcentagem", "20% de 150 é igual a 30", "D28", "Resolver problemas com porcentagem"],
  ["Matemática", 2, "equações do 1º grau", "a solução da equação 2x + 6 = 14 é x = 4", "D33", "Resolver equações do 1º grau"],
  ["Matemática", 2, "equações do 2º grau", "o discriminante indica quantas raízes reais a equação possui", "D30", "Resolver equações do 2º grau"],
  ["Matemática", 2, "teorema de Pitágoras", "o quadrado da hipotenusa é igual à soma dos quadrados dos catetos", "D10", "Aplicar o teorema de Pitágoras"],
  ["Matemática", 2, "sistemas de equações", "um sistema possível e determinado tem uma única solução", "D34", "Resolver sistemas lineares"],
  ["Matemática", 3, "funções afins", "o gráfico de uma função afim é uma reta", "D19", "Interpretar funções afins"],
  ["Matemática", 3, "probabilidade", "a probabilidade de sair cara no lançamento de uma moeda é 50%", "D35", "Calcular probabilidades"],
  ["Matemática", 3, "progressões aritméticas", "em uma PA a diferença entre termos consecutivos é constante", null, "Reconhecer progressões"],
  ["Ciências", 1, "fotossíntese", "as plantas produzem glicose a partir de gás carbônico, água e luz solar", null, "Compreender a fotossíntese"],
  ["Ciências", 1, "ciclo da água", "a evaporação transforma a água líquida em vapor", null, "Descrever o ciclo da água"],
  ["Ciências", 1, "cadeias alimentares", "os produtores ocupam o primeiro nível trófico", null, "Analisar cadeias alimentares"],
  ["Ciências", 1, "estados físicos da matéria", "na fusão a matéria passa do estado sólido para o líquido", null, "Identificar mudanças de estado"],
  ["Ciências", 1, "sistema solar", "a Terra leva cerca de 365 dias para dar uma volta ao redor do Sol", null, "Compreender o sistema solar"],
  ["Ciências", 2, "sistema digestório", "a digestão do amido começa na boca, pela ação da saliva", null, "Descrever a digestão"],
  ["Ciências", 2, "células", "a membrana plasmática controla a entrada e a saída de substâncias", null, "Reconhecer estruturas celulares"],
  ["Ciências", 2, "misturas e substâncias", "água e óleo formam uma mistura heterogênea", null, "Classificar misturas"],
  ["Ciências", 2, "vacinas e saúde", "as vacinas estimulam o organismo a produzir anticorpos", null, "Relacionar vacinas e imunidade"],
  ["História", 1, "povos indígenas do Brasil", "os povos indígenas habitavam o território antes da chegada dos portugueses", null, "Reconhecer a diversidade indígena"],
  ["História", 1, "Brasil Colônia", "a economia açucareira se concentrou no litoral nordestino", null, "Compreender a economia colonial"],
  ["História", 1, "escravidão no Brasil", "a Lei Áurea aboliu a escravidão em 1888", null, "Analisar a escravidão no Brasil"],
  ["História", 2, "Revolução Francesa", "a Revolução Francesa difundiu os ideais de liberdade, igualdade e fraternidade", null, "Compreender a Revolução Francesa"],
  ["História", 2, "Independência do Brasil", "a Independência foi proclamada em 7 de setembro de 1822", null, "Analisar a Independência"],
  ["História", 2, "Revolução Industrial", "a Revolução Industrial começou na Inglaterra no século XVIII", null, "Relacionar técnica e trabalho"],
  ["História", 2, "Era Vargas", "a Consolidação das Leis do Trabalho foi criada no governo Vargas", null, "Compreender a Era Vargas"],
  ["História", 2, "Grécia Antiga", "Atenas é considerada o berço da democracia", null, "Reconhecer o legado grego"],
  ["História", 3, "Guerra Fria", "a Guerra Fria opôs Estados Unidos e União Soviética", null, "Analisar a Guerra Fria"],
  ["História", 3, "ditadura militar no Brasil", "o AI-5 ampliou a censura e suspendeu direitos políticos", null, "Analisar o regime militar"],
  ["Geografia", 1, "pontos cardeais", "o Sol nasce no lado leste", null, "Orientar-se pelos pontos cardeais"],
  ["Geografia", 1, "paisagem natural e cultural", "a paisagem cultural resulta da ação humana", null, "Diferenciar tipos de paisagem"],
  ["Geografia", 2, "relevo brasileiro", "o relevo brasileiro é formado por planaltos, planícies e depressões", null, "Reconhecer formas de relevo"],
  ["Geografia", 2, "biomas brasileiros", "a Caatinga é o único bioma exclusivamente brasileiro", null, "Caracterizar os biomas"],
  ["Geografia", 2, "urbanização", "a urbanização brasileira se intensificou a partir de 1950", null, "Analisar a urbanização"],
  ["Geografia", 2, "cartografia", "a escala indica a relação entre o mapa e o tamanho real", null, "Interpretar mapas e escalas"],
  ["Geografia", 2, "hidrografia", "a bacia Amazônica é a maior bacia hidrográfica do mundo", null, "Reconhecer bacias hidrográficas"],
  ["Geografia", 3, "globalização", "a globalização intensificou a circulação de mercadorias e informações", null, "Analisar a globalização"],
  ["Geografia", 3, "população brasileira", "a pirâmide etária mostra o envelhecimento da população", null, "Interpretar dados populacionais"],
  ["Arte", 1, "cores primárias", "as cores primárias são vermelho, amarelo e azul", null, "Reconhecer elementos visuais"],
  ["Arte", 1, "arte rupestre", "as pinturas da Serra da Capivara ficam no Piauí", null, "Reconhecer a arte rupestre"],
  ["Arte", 1, "música popular brasileira", "o samba tem raízes na cultura afro-brasileira", null, "Apreciar a música brasileira"],
  ["Arte", 2, "Semana de Arte Moderna", "a Semana de Arte Moderna ocorreu em São Paulo em 1922", null, "Contextualizar o modernismo"],
  ["Arte", 2, "Renascimento", "Leonardo da Vinci é um dos principais artistas do Renascimento", null, "Reconhecer o Renascimento"],
  ["Arte", 2, "teatro", "o teatro grego surgiu nas festas em homenagem a Dionísio", null, "Conhecer a origem do teatro"],
  ["Educação Física", 1, "jogos cooperativos", "nos jogos cooperativos todos buscam um objetivo comum", null, "Valorizar a cooperação"],
  ["Educação Física", 1, "capoeira", "a capoeira combina luta, dança e música", null, "Conhecer a capoeira"],
  ["Educação Física", 1, "saúde e atividade física", "a atividade física regular melhora o condicionamento", null, "Relacionar exercício e saúde"],
  ["Educação Física", 2, "voleibol", "cada equipe pode tocar na bola no máximo três vezes", null, "Conhecer as regras do voleibol"],
  ["Educação Física", 2, "atletismo", "as provas de pista incluem corridas de velocidade e de resistência", null, "Conhecer o atletismo"],
  ["Educação Física", 2, "regras do futebol", "o impedimento depende da posição do atacante no momento do passe", null, "Conhecer as regras do futebol"],
  ["Inglês", 2, "simple present", "na terceira pessoa do singular o verbo recebe s no simple present", null, "Usar o simple present"],
  ["Inglês", 2, "past simple", "os verbos regulares formam o past simple com o acréscimo de ed", null, "Usar o past simple"],
  ["Inglês", 2, "verb to be", "as formas do verb to be no presente são am, is e are", null, "Usar o verb to be"],
  ["Inglês", 2, "reading comprehension", "o título do texto antecipa o assunto principal", null, "Compreender textos em inglês"],
  ["Inglês", 2, "vocabulário de profissões", "a palavra teacher significa professor", null, "Ampliar o vocabulário"],
  ["Inglês", 3, "modal verbs", "o verbo modal should expressa conselho", null, "Usar verbos modais"],
  ["Literatura", 3, "Romantismo", "o Romantismo valorizou o sentimentalismo e o nacionalismo", null, "Caracterizar o Romantismo"],
  ["Literatura", 3, "Machado de Assis", "Dom Casmurro é narrado em primeira pessoa por Bentinho", null, "Analisar a obra machadiana"],
  ["Literatura", 3, "Modernismo", "o Modernismo valorizou o verso livre", null, "Caracterizar o Modernismo"],
  ["Literatura", 3, "Barroco", "Gregório de Matos é o principal poeta do Barroco brasileiro", null, "Caracterizar o Barroco"],
  ["Literatura", 3, "literatura de cordel", "a literatura de cordel é típica do Nordeste brasileiro", null, "Reconhecer o cordel"],
  ["Literatura", 3, "Parnasianismo", "o Parnasianismo defendia a arte pela arte e o rigor formal", null, "Caracterizar o Parnasianismo"],
  ["Física", 3, "leis de Newton", "a segunda lei de Newton relaciona força, massa e aceleração", null, "Aplicar as leis de Newton"],
  ["Física", 3, "cinemática", "no movimento uniforme a velocidade permanece constante", null, "Descrever movimentos"],
  ["Física", 3, "energia mecânica", "em um sistema conservativo a energia mecânica se conserva", null, "Aplicar a conservação da energia"],
  ["Física", 3, "óptica geométrica", "o ângulo de incidência é igual ao ângulo de reflexão", null, "Aplicar as leis da reflexão"],
  ["Física", 3, "eletricidade", "a primeira lei de Ohm relaciona tensão, resistência e corrente", null, "Analisar circuitos simples"],
  ["Física", 3, "termologia", "o calor flui do corpo mais quente para o mais frio", null, "Compreender trocas de calor"],
  ["Química", 3, "tabela periódica", "elementos de uma mesma família têm propriedades semelhantes", null, "Interpretar a tabela periódica"],
  ["Química", 3, "ligações químicas", "a ligação iônica ocorre pela transferência de elétrons", null, "Classificar ligações químicas"],
  ["Química", 3, "estequiometria", "os cálculos estequiométricos se baseiam na proporção entre os mols", null, "Realizar cálculos estequiométricos"],
  ["Química", 3, "funções inorgânicas", "os ácidos liberam íons H+ em solução aquosa", null, "Reconhecer funções inorgânicas"],
  ["Química", 3, "soluções", "a concentração comum relaciona a massa de soluto e o volume da solução", null, "Calcular concentrações"],
  ["Química", 3, "química orgânica", "o carbono forma cadeias por ser tetravalente", null, "Reconhecer cadeias carbônicas"],
  ["Biologia", 3, "genética mendeliana", "a primeira lei de Mendel trata da segregação dos fatores", null, "Aplicar as leis de Mendel"],
  ["Biologia", 3, "evolução", "a seleção natural favorece os indivíduos mais adaptados", null, "Compreender a evolução"],
  ["Biologia", 3, "fotossíntese e respiração celular", "a fotossíntese ocorre nos cloroplastos e a respiração nas mitocôndrias", null, "Relacionar processos energéticos"],
  ["Biologia", 3, "ecologia", "o mutualismo é uma relação em que as duas espécies se beneficiam", null, "Analisar relações ecológicas"],
  ["Biologia", 3, "citologia", "os ribossomos são responsáveis pela síntese de proteínas", null, "Reconhecer organelas"],
  ["Biologia", 3, "sistema imunológico", "os linfócitos participam da defesa do organismo", null, "Compreender a imunidade"],
  ["Filosofia", 3, "Sócrates e a maiêutica", "Sócrates buscava o conhecimento por meio do diálogo", null, "Compreender o método socrático"],
  ["Filosofia", 3, "ética", "a ética reflete sobre os valores que orientam a ação humana", null, "Refletir sobre a ética"],
  ["Filosofia", 3, "Platão e o mito da caverna", "o mito da caverna trata da passagem da ignorância ao conhecimento", null, "Interpretar o mito da caverna"],
  ["Filosofia", 3, "Iluminismo", "o Iluminismo defendia o uso da razão contra o absolutismo", null, "Compreender o Iluminismo"],
  ["Filosofia", 3, "existencialismo", "para Sartre a existência precede a essência", null, "Compreender o existencialismo"],
  ["Sociologia", 3, "cidadania", "a cidadania envolve direitos civis, políticos e sociais", null, "Compreender a cidadania"],
  ["Sociologia", 3, "movimentos sociais", "os movimentos sociais reivindicam direitos coletivos", null, "Analisar movimentos sociais"],
  ["Sociologia", 3, "desigualdade social", "o coeficiente de Gini mede a concentração de renda", null, "Analisar a desigualdade"],
  ["Sociologia", 3, "trabalho e sociedade", "a divisão social do trabalho foi estudada por Durkheim", null, "Relacionar trabalho e sociedade"],
  ["Sociologia", 3, "cultura e identidade", "a cultura é transmitida pelo aprendizado social", null, "Refletir sobre cultura"],
];

// {t} topic, {T} topic capitalised, {f} the topic's fact as a sentence, {s} subject, {g} grade level.
export const TEXTS = {
  examKinds: [
    "Avaliação Bimestral",
    "Avaliação Mensal",
    "Prova Trimestral",
    "Simulado",
    "Avaliação Diagnóstica",
    "Recuperação Paralela",
    "Atividade Avaliativa",
    "Teste Rápido",
    "Avaliação Somativa",
    "Exame Final",
    "Prova Substitutiva",
    "Avaliação Formativa",
  ],
  periods: [
    "1º Bimestre",
    "2º Bimestre",
    "3º Bimestre",
    "4º Bimestre",
    "1º Trimestre",
    "2º Trimestre",
    "3º Trimestre",
    "1º Semestre",
    "2º Semestre",
  ],
  examNotes: [
    "Leia com atenção cada questão antes de responder.",
    "Duração sugerida: 50 minutos.",
    "Não é permitido o uso de calculadora.",
    "Responda às questões dissertativas com letra legível.",
    "Revise suas respostas antes de entregar.",
    "Consulta ao livro didático não permitida.",
  ],
  bankAspects: [
    "conceitos básicos",
    "aplicação prática",
    "interpretação",
    "situação-problema",
    "revisão",
    "exercício de fixação",
    "desafio",
    "questão contextualizada",
    "análise de exemplos",
    "estudo dirigido",
    "avaliação diagnóstica",
    "preparação para o SAEB",
  ],
  bankTags: ["revisão", "saeb", "enem", "recuperação", "diagnóstica", "olimpíada", "contextualizada", "fixação"],
  choiceStems: [
    "Com base nos estudos sobre {t}, assinale a alternativa correta.",
    "Sobre {t}, é correto afirmar que:",
    "Durante a aula de {s}, a turma de {g} discutiu {t}. Qual das afirmações a seguir está correta?",
    "Analise as alternativas a seguir sobre {t} e marque a única correta.",
    "Um estudante fez um resumo sobre {t} para a prova. Qual trecho do resumo está correto?",
    "Leia o enunciado com atenção. Em relação ao tema {t}, qual alternativa apresenta uma informação verdadeira?",
    "A professora de {s} propôs um desafio sobre {t}. Qual resposta resolve corretamente o desafio?",
    "Considerando o conteúdo de {t}, identifique a afirmação correta.",
  ],
  essayStems: [
    "Explique, com suas palavras, o que você aprendeu sobre {t}. Dê pelo menos um exemplo.",
    "Descreva a importância do tema {t} e relacione-o com situações do cotidiano.",
    "Elabore um pequeno texto argumentativo sobre {t}, justificando sua posição com dois argumentos.",
    "Justifique a afirmação a seguir: {f}",
    "Compare dois aspectos do tema {t} estudados em {s} e explique suas diferenças.",
    "Produza um parágrafo explicando {t} para um colega que faltou à aula.",
  ],
  shortStems: [
    "Em uma frase, defina {t}.",
    "Cite um exemplo relacionado ao tema {t}.",
    "Responda brevemente: qual é a ideia central do tema {t}?",
  ],
  supports: [
    "Utilize os conhecimentos construídos ao longo do bimestre.",
    "Considere o que foi estudado em sala de aula e no livro didático.",
    "Releia o enunciado se necessário.",
    "Organize suas ideias antes de responder.",
    "Observe com atenção as informações apresentadas.",
  ],
  distractors: [
    "{T} não tem relação com os conteúdos estudados em sala.",
    "{T} ocorre apenas em situações raras e excepcionais.",
    "O conceito de {t} foi abandonado pelos estudiosos do tema.",
    "{T} depende exclusivamente da memorização de regras.",
    "Nenhuma afirmação sobre {t} pode ser comprovada.",
    "{T} se aplica somente a exemplos de outros países.",
    "Todas as afirmações sobre {t} feitas até hoje estão incorretas.",
    "{T} só pode ser estudado com instrumentos de laboratório.",
  ],
  essayAnswers: [
    "Eu entendi que {t} é importante porque aparece no nosso dia a dia.",
    "{f} Foi isso que estudamos em sala.",
    "Não lembro bem, mas acho que {t} tem a ver com o que vimos no começo do bimestre.",
    "Na minha opinião, {t} ajuda a entender melhor o mundo. Por exemplo: {f}",
  ],
  comments: [
    "Boa resposta, bem fundamentada.",
    "Faltou apresentar um exemplo.",
    "Resposta incompleta: revise o conteúdo.",
    "Muito bem! Argumentação clara.",
    "Atenção à organização das ideias.",
  ],
};
