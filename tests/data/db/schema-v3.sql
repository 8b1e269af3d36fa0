BEGIN TRANSACTION;
CREATE TABLE actions (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seq INTEGER NOT NULL,
        street INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        amount BIGINT NOT NULL,
        total BIGINT NOT NULL,
        all_in INTEGER NOT NULL,
        line INTEGER,
        PRIMARY KEY (hand_id, seq)
    );
INSERT INTO "actions" VALUES(1,0,3,2,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(1,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(1,2,3,4,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(1,3,3,0,'raise',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,4,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(1,5,3,2,'fold',0,75000,0,NULL);
INSERT INTO "actions" VALUES(1,6,3,4,'call',250000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,7,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(1,8,4,4,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(1,9,4,0,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(1,10,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(1,11,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,12,5,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,13,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,14,6,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,15,7,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(1,16,7,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(2,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(2,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(2,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(2,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(2,4,3,2,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(2,5,3,3,'fold',0,75000,0,NULL);
INSERT INTO "actions" VALUES(3,0,3,2,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(3,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(3,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(3,3,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(3,4,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(3,5,3,2,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(3,6,4,0,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(3,7,4,2,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(3,8,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(3,9,5,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(3,10,6,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(3,11,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(3,12,6,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(3,13,7,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(3,14,7,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(3,15,7,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,0,3,4,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(4,1,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,2,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,3,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,4,3,3,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(4,5,3,4,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(4,6,4,3,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(4,7,4,4,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(4,8,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,9,5,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,10,5,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,11,6,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,12,6,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,13,6,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,14,7,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(4,15,7,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(4,16,7,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(5,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(5,1,3,4,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(5,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(5,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(5,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(5,5,3,3,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(5,6,4,4,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(5,7,4,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(6,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(6,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(6,2,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(6,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(6,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(6,5,3,3,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(6,6,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(6,7,4,3,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(6,8,4,0,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(6,9,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(6,10,5,3,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(6,11,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(6,12,6,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(7,0,3,4,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(7,1,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(7,2,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(7,3,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(7,4,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(7,5,3,4,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(7,6,4,0,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(7,7,4,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,0,3,5,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(8,1,3,6,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,5,3,3,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(8,6,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(8,7,3,5,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(9,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(9,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(9,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(9,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(9,4,3,6,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(9,5,3,0,'raise',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,6,3,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,7,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(9,8,3,6,'raise',145000,225000,1,NULL);
INSERT INTO "actions" VALUES(9,9,3,0,'call',65000,225000,0,NULL);
INSERT INTO "actions" VALUES(9,10,3,1,'call',65000,225000,0,NULL);
INSERT INTO "actions" VALUES(9,11,4,1,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(9,12,4,0,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(9,13,4,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(9,14,5,1,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,15,5,0,'raise',320000,320000,0,NULL);
INSERT INTO "actions" VALUES(9,16,5,1,'call',160000,320000,0,NULL);
INSERT INTO "actions" VALUES(9,17,6,0,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,18,6,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,19,7,0,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(9,20,7,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(10,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(10,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,4,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,5,3,1,'call',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(10,6,4,1,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,7,4,2,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(10,8,4,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(10,9,5,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(10,10,5,1,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(10,11,5,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(11,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(11,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(11,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(11,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(11,4,3,0,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(11,5,3,1,'raise',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(11,6,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(11,7,3,0,'fold',0,80000,0,NULL);
INSERT INTO "actions" VALUES(12,0,3,3,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(12,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(12,2,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(12,3,3,0,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(12,4,3,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(12,5,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(12,6,3,3,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(12,7,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(12,8,4,1,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(12,9,4,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(13,1,3,3,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(13,2,3,4,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(13,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,4,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,5,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,6,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(13,7,4,3,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,8,4,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,9,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(13,10,5,3,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(13,11,5,4,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(13,12,6,3,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(13,13,6,4,'call',155000,155000,1,NULL);
CREATE TABLE awards (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        amount BIGINT NOT NULL,
        pot INTEGER,
        half TEXT,
        line INTEGER,
        PRIMARY KEY (hand_id, seq)
    );
INSERT INTO "awards" VALUES(1,0,0,2412500,0,NULL,NULL);
INSERT INTO "awards" VALUES(1,1,4,2412500,0,NULL,NULL);
INSERT INTO "awards" VALUES(2,0,2,400000,0,NULL,NULL);
INSERT INTO "awards" VALUES(3,0,0,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(3,1,2,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(4,0,3,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(4,1,4,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(5,0,4,750000,0,NULL,NULL);
INSERT INTO "awards" VALUES(6,0,0,2250000,0,NULL,NULL);
INSERT INTO "awards" VALUES(7,0,0,750000,0,NULL,NULL);
INSERT INTO "awards" VALUES(8,0,3,180000,0,NULL,NULL);
INSERT INTO "awards" VALUES(9,0,0,1440000,1,NULL,NULL);
INSERT INTO "awards" VALUES(9,1,0,835000,0,NULL,NULL);
INSERT INTO "awards" VALUES(10,0,1,320000,0,NULL,NULL);
INSERT INTO "awards" VALUES(11,0,1,300000,0,NULL,NULL);
INSERT INTO "awards" VALUES(12,0,1,300000,0,NULL,NULL);
INSERT INTO "awards" VALUES(13,0,3,930000,0,NULL,NULL);
CREATE TABLE hand_texts (
        hand_id BIGINT PRIMARY KEY REFERENCES hands (id),
        text TEXT NOT NULL
    );
INSERT INTO "hand_texts" VALUES(1,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_48_02_09_20 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:09:20).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4425000, 1850000, 14525000, 6125000, 2775000]
actions = [''d dh p1 Ac8dAs'', ''d dh p2 Tc4h5s'', ''d dh p3 Td7h2h'', ''d dh p4 KdJsJd'', ''d dh p5 8h3hAh'', ''p3 pb'', ''p4 f'', ''p5 cbr 250000'', ''p1 cbr 500000'', ''p2 f'', ''p3 f'', ''p5 cc'', ''d dh p1 Th'', ''d dh p5 3s'', ''p1 cc'', ''p5 cbr 250000'', ''p1 cc'', ''d dh p1 3c'', ''d dh p5 Jc'', ''p5 cc'', ''p1 cbr 500000'', ''p5 cc'', ''d dh p1 Ts'', ''d dh p5 7d'', ''p1 cbr 500000'', ''p5 cc'', ''d dh p1 7c'', ''d dh p5 4s'', ''p1 cbr 500000'', ''p5 cc'', ''p1 sm Ac8dAsTh3cTs7c'', ''p5 sm 8h3hAh3sJc7d4s'']
finishing_stacks = [4537500, 1800000, 14400000, 6075000, 2887500]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''48''
');
INSERT INTO "hand_texts" VALUES(2,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_49_02_13_08 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:13:08).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4550000, 1800000, 14400000, 6075000, 2875000]
actions = [''d dh p1 ??????'', ''d dh p2 Js4sTh'', ''d dh p3 Tc3hJd'', ''d dh p4 Jh6s2h'', ''d dh p5 ??????'', ''p4 pb'', ''p5 f'', ''p1 f'', ''p2 f'', ''p3 cbr 250000'', ''p4 f'']
finishing_stacks = [4500000, 1750000, 14675000, 5950000, 2825000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''49''
');
INSERT INTO "hand_texts" VALUES(3,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_50_02_14_32 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:14:32).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4500000, 1750000, 14675000, 5950000, 2825000]
actions = [''d dh p1 6s5h6d'', ''d dh p2 5c2sJs'', ''d dh p3 Ac7d3h'', ''d dh p4 ??????'', ''d dh p5 Td2hAh'', ''p3 pb'', ''p4 f'', ''p5 f'', ''p1 cbr 250000'', ''p2 f'', ''p3 cc'', ''d dh p1 As'', ''d dh p3 6c'', ''p1 cbr 250000'', ''p3 cc'', ''d dh p1 4h'', ''d dh p3 2d'', ''p1 cbr 500000'', ''p3 cc'', ''d dh p1 7s'', ''d dh p3 2c'', ''p3 cc'', ''p1 cbr 500000'', ''p3 cc'', ''d dh p1 Jc'', ''d dh p3 Kh'', ''p3 cc'', ''p1 cbr 500000'', ''p3 cc'', ''p1 sm 6s5h6dAs4h7sJc'', ''p3 sm Ac7d3h6c2d2cKh'']
finishing_stacks = [4575000, 1700000, 14750000, 5900000, 2775000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''50''
');
INSERT INTO "hand_texts" VALUES(4,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_51_02_18_42 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:18:42).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4575000, 1700000, 14750000, 5900000, 2775000]
actions = [''d dh p1 ??????'', ''d dh p2 7d2dTs'', ''d dh p3 Tc9hAh'', ''d dh p4 7h3s6s'', ''d dh p5 8d3h2h'', ''p5 pb'', ''p1 f'', ''p2 f'', ''p3 f'', ''p4 cbr 250000'', ''p5 cc'', ''d dh p4 4d'', ''d dh p5 5c'', ''p4 cbr 250000'', ''p5 cc'', ''d dh p4 9c'', ''d dh p5 Jd'', ''p5 cc'', ''p4 cbr 500000'', ''p5 cc'', ''d dh p4 8s'', ''d dh p5 6d'', ''p5 cc'', ''p4 cbr 500000'', ''p5 cc'', ''d dh p4 8h'', ''d dh p5 2c'', ''p5 cc'', ''p4 cbr 500000'', ''p5 cc'', ''p4 sm 7h3s6s4d9c8s8h'', ''p5 sm 8d3h2h5cJd6d2c'']
finishing_stacks = [4525000, 1650000, 14700000, 5975000, 2850000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''51''
');
INSERT INTO "hand_texts" VALUES(5,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_52_02_22_35 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:22:35).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4525000, 1650000, 14700000, 5975000, 2850000]
actions = [''d dh p1 ??????'', ''d dh p2 Ts9cJh'', ''d dh p3 2s2dAh'', ''d dh p4 7d2c2h'', ''d dh p5 KsJcKh'', ''p4 pb'', ''p5 cbr 250000'', ''p1 f'', ''p2 f'', ''p3 f'', ''p4 cc'', ''d dh p4 Kd'', ''d dh p5 8d'', ''p5 cbr 250000'', ''p4 f'']
finishing_stacks = [4475000, 1600000, 14650000, 5675000, 3300000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''52''
');
INSERT INTO "hand_texts" VALUES(6,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_53_02_25_11 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:25:11).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [4475000, 1600000, 14650000, 5675000, 3300000]
actions = [''d dh p1 KdQdQs'', ''d dh p2 Qh4d6s'', ''d dh p3 Jd7d9h'', ''d dh p4 7h4h4c'', ''d dh p5 ??????'', ''p4 pb'', ''p5 f'', ''p1 cbr 250000'', ''p2 f'', ''p3 f'', ''p4 cc'', ''d dh p1 6h'', ''d dh p4 2c'', ''p1 cc'', ''p4 cbr 250000'', ''p1 cc'', ''d dh p1 Ad'', ''d dh p4 Td'', ''p1 cbr 500000'', ''p4 cc'', ''d dh p1 Kc'', ''d dh p4 Jh'', ''p1 cbr 500000'', ''p4 f'']
finishing_stacks = [5675000, 1550000, 14600000, 4625000, 3250000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''53''
');
INSERT INTO "hand_texts" VALUES(7,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_54_02_28_14 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 02:28:14).
variant = ''F7S/8''
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 75000
small_bet = 250000
big_bet = 500000
starting_stacks = [5675000, 1550000, 14600000, 4625000, 3250000]
actions = [''d dh p1 7d5dAh'', ''d dh p2 Ts6c7h'', ''d dh p3 Th8cTc'', ''d dh p4 Kd2cAs'', ''d dh p5 9c4c3c'', ''p5 pb'', ''p1 cbr 250000'', ''p2 f'', ''p3 f'', ''p4 f'', ''p5 cc'', ''d dh p1 3s'', ''d dh p5 Js'', ''p1 cbr 250000'', ''p5 f'']
finishing_stacks = [6125000, 1500000, 14550000, 4575000, 2950000]
event = ''2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5''
url = ''https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6''
hand = ''54''
');
INSERT INTO "hand_texts" VALUES(8,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_1_00_02_05 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:02:05).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [1930000, 3695000, 990000, 1445000, 515000, 2160000, 265000]
actions = [''d dh p1 8s5h7s'', ''d dh p2 Qs7h8c'', ''d dh p3 Qh3s9c'', ''d dh p4 6d5cAs'', ''d dh p5 Tc3h7c'', ''d dh p6 AhKd6s'', ''d dh p7 Ks9h8d'', ''p6 pb'', ''p7 f'', ''p1 f'', ''p2 f'', ''p3 f'', ''p4 cbr 80000'', ''p5 f'', ''p6 f'']
finishing_stacks = [1910000, 3675000, 970000, 1585000, 495000, 2120000, 245000]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''1''
');
INSERT INTO "hand_texts" VALUES(9,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_2_00_03_32 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:03:32).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [1910000, 3675000, 970000, 1585000, 495000, 2120000, 245000]
actions = [''d dh p1 6s6h5s'', ''d dh p2 Js7hJd'', ''d dh p3 Kc2h3c'', ''d dh p4 Th7sKs'', ''d dh p5 8c2cJc'', ''d dh p6 9h5d3s'', ''d dh p7 5h2s8h'', ''p3 pb'', ''p4 f'', ''p5 f'', ''p6 f'', ''p7 cbr 80000'', ''p1 cbr 160000'', ''p2 cc'', ''p3 f'', ''p7 cbr 225000'', ''p1 cc'', ''p2 cc'', ''d dh p1 6d'', ''d dh p2 7c'', ''d dh p7 4h'', ''p2 cc'', ''p1 cbr 80000'', ''p2 cc'', ''d dh p1 9s'', ''d dh p2 Qh'', ''d dh p7 9d'', ''p2 cbr 160000'', ''p1 cbr 320000'', ''p2 cc'', ''d dh p1 6c'', ''d dh p2 3d'', ''d dh p7 9c'', ''p1 cbr 160000'', ''p2 cc'', ''d dh p1 4c'', ''d dh p2 Ac'', ''d dh p7 Tc'', ''p1 cbr 160000'', ''p2 cc'', ''p1 sm 6s6h5s6d9s6c4c'', ''p2 sm Js7hJd7cQh3dAc'', ''p7 sm 5h2s8h4h9d9cTc'']
finishing_stacks = [3220000, 2710000, 930000, 1565000, 475000, 2100000, 0]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''2''
');
INSERT INTO "hand_texts" VALUES(10,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_3_00_10_24 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:10:24).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [3220000, 2710000, 930000, 1565000, 475000, 2100000]
actions = [''d dh p1 Kc2d7d'', ''d dh p2 Ah5dTh'', ''d dh p3 QsTd3s'', ''d dh p4 ??????'', ''d dh p5 ??????'', ''d dh p6 ??????'', ''p3 pb'', ''p4 f'', ''p5 f'', ''p6 f'', ''p1 f'', ''p2 cc'', ''d dh p2 2c'', ''d dh p3 4h'', ''p2 cc'', ''p3 cbr 80000'', ''p2 cc'', ''d dh p2 3d'', ''d dh p3 Kh'', ''p3 cc'', ''p2 cbr 160000'', ''p3 f'']
finishing_stacks = [3200000, 2910000, 810000, 1545000, 455000, 2080000]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''3''
');
INSERT INTO "hand_texts" VALUES(11,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_4_00_12_25 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:12:25).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [3200000, 2910000, 810000, 1545000, 455000, 2080000]
actions = [''d dh p1 9c7s9h'', ''d dh p2 6d3sAh'', ''d dh p3 Ts4s5s'', ''d dh p4 ??????'', ''d dh p5 Ac2hTh'', ''d dh p6 6c3dJs'', ''p3 pb'', ''p4 f'', ''p5 f'', ''p6 f'', ''p1 cbr 80000'', ''p2 cbr 160000'', ''p3 f'', ''p1 f'']
finishing_stacks = [3100000, 3110000, 770000, 1525000, 435000, 2060000]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''4''
');
INSERT INTO "hand_texts" VALUES(12,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_5_00_13_47 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:13:47).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [3100000, 3110000, 770000, 1525000, 435000, 2060000]
actions = [''d dh p1 8h7c6s'', ''d dh p2 Qd2d9d'', ''d dh p3 Tc7sKh'', ''d dh p4 Jc7h4s'', ''d dh p5 Ac8cKd'', ''d dh p6 3d2cTs'', ''p4 pb'', ''p5 f'', ''p6 f'', ''p1 cbr 80000'', ''p2 cc'', ''p3 f'', ''p4 f'', ''d dh p1 Kc'', ''d dh p2 5c'', ''p1 cc'', ''p2 cbr 80000'', ''p1 f'']
finishing_stacks = [3000000, 3310000, 750000, 1485000, 415000, 2040000]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''5''
');
INSERT INTO "hand_texts" VALUES(13,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_6_00_15_43 (MIT)
# Dumped with pokerkit.notation.HandHistory.from_game_state(...).dumps(); finishing_stacks = state.stacks asserted by that test.
# Hand transcribed by the pokerkit authors from the PokerGO broadcast (video timestamp 00:15:43).
variant = ''F7S/8''
ante_trimming_status = false
antes = [20000, 20000, 20000, 20000, 20000, 20000]
bring_in = 20000
small_bet = 80000
big_bet = 160000
starting_stacks = [3000000, 3310000, 750000, 1485000, 415000, 2040000]
actions = [''d dh p1 9h7dKc'', ''d dh p2 8s2dTc'', ''d dh p3 Ah9c4d'', ''d dh p4 Kd8dKh'', ''d dh p5 As3c6d'', ''d dh p6 6s6cJc'', ''p3 pb'', ''p4 cbr 80000'', ''p5 cc'', ''p6 f'', ''p1 f'', ''p2 f'', ''p3 f'', ''d dh p4 Qd'', ''d dh p5 8h'', ''p4 cc'', ''p5 cc'', ''d dh p4 Ad'', ''d dh p5 8c'', ''p5 cc'', ''p4 cbr 160000'', ''p5 cc'', ''d dh p4 Qh'', ''d dh p5 9d'', ''p4 cbr 160000'', ''p5 cc'', ''p4 sm Kd8dKhQdAdQh'', ''p5 sm As3c6d8h8c9d'', ''d dh p4 Ks'', ''d dh p5 Jh'', ''p4 sm Kd8dKhQdAdQhKs'', ''p5 sm As3c6d8h8c9dJh'']
finishing_stacks = [2980000, 3290000, 710000, 2000000, 0, 2020000]
event = ''2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4''
url = ''https://www.pokergo.com/videos/55817f62-ddfd-481b-bcf4-6513f9023672''
hand = ''6''
');
CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        identity TEXT NOT NULL UNIQUE,
        site TEXT NOT NULL,
        site_hand_id TEXT,
        game TEXT NOT NULL,
        unit TEXT NOT NULL,
        currency TEXT,
        tournament TEXT,
        table_name TEXT,
        played_at TEXT,
        ante BIGINT NOT NULL,
        bring_in BIGINT,
        small_bet BIGINT,
        big_bet BIGINT,
        fixed_limit INTEGER NOT NULL,
        players INTEGER NOT NULL,
        last_street INTEGER NOT NULL,
        showdown INTEGER NOT NULL,
        rake BIGINT NOT NULL,
        rake_stated INTEGER NOT NULL,
        total_pot BIGINT NOT NULL,
        allin_street INTEGER,
        money_check TEXT NOT NULL,
        money_reason TEXT NOT NULL,
        replay_check TEXT NOT NULL,
        replay_reason TEXT NOT NULL,
        source_file TEXT NOT NULL,
        source_line INTEGER
    );
INSERT INTO "hands" VALUES(1,'phh:d02df5ccf6507024bec689ac59c04db06e99de10ad77c5e3148f18e2cf462a12','PHH','48','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4825000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_48_02_09_20.phh',1);
INSERT INTO "hands" VALUES(2,'phh:e3849d5facef702a458a4a503659b6d2b8ddeebc1593d810155df3eebaabee85','PHH','49','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,3,0,0,1,400000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_49_02_13_08.phh',1);
INSERT INTO "hands" VALUES(3,'phh:7b8b56a4f1e8d1a1b453ac8d0fa59880a96d7a86d2ddafaf405df1f813554cc4','PHH','50','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_50_02_14_32.phh',1);
INSERT INTO "hands" VALUES(4,'phh:2b3e4850e0ae56bc7f35f8ba5eab378dcbbf83d575e516311536a8fc0df20e1d','PHH','51','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_51_02_18_42.phh',1);
INSERT INTO "hands" VALUES(5,'phh:c039c9d669c91a468070eeb6ec1eab33bf83ca15eaa6300d4088010b80841ecb','PHH','52','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,4,0,0,1,750000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_52_02_22_35.phh',1);
INSERT INTO "hands" VALUES(6,'phh:a90d43d2d7de79724d2c55bde306db25c6b23f0f846ed9713144ad07deedf231','PHH','53','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,6,0,0,1,2250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_53_02_25_11.phh',1);
INSERT INTO "hands" VALUES(7,'phh:fedb3190711a84e51006c9c64c087fea12a050490b75be26f8a6fe7027db9552','PHH','54','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,4,0,0,1,750000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_54_02_28_14.phh',1);
INSERT INTO "hands" VALUES(8,'phh:aea9a513f19f18a34e89b4442c9c2956a446838ff06e8f5905a1ff33e11c83a3','PHH','1','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,7,3,0,0,1,180000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_1_00_02_05.phh',1);
INSERT INTO "hands" VALUES(9,'phh:fab5c79a48ba5328ab369940347cedb87244a2b15d32de755c2aa794c202bcc1','PHH','2','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,7,7,1,0,1,2275000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_2_00_03_32.phh',1);
INSERT INTO "hands" VALUES(10,'phh:c949dd7d5db91a24c0918c5d0be663709f420e07956398b56d2b9e91c56bb052','PHH','3','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,5,0,0,1,320000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_3_00_10_24.phh',1);
INSERT INTO "hands" VALUES(11,'phh:825c62578f5bf9189dba5b7176fe4d5d6825bf9a3c723c0301a7a9b963ebf3b3','PHH','4','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,3,0,0,1,300000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_4_00_12_25.phh',1);
INSERT INTO "hands" VALUES(12,'phh:6a8111233eb8322685a8badce793d453267fdf781a1ef521dd3edd726d9c21fa','PHH','5','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,4,0,0,1,300000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_5_00_13_47.phh',1);
INSERT INTO "hands" VALUES(13,'phh:d71f8d8c177937b235b802f84abd697ffb34f67fa1d389e1546856a957033a44','PHH','6','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,7,1,0,1,930000,6,'agree','','agree','','tests/data/phh/wsop_2023_54_4_6_00_15_43.phh',1);
CREATE TABLE import_errors (
        id INTEGER PRIMARY KEY,
        identity TEXT NOT NULL UNIQUE,
        source_file TEXT NOT NULL,
        hand TEXT,
        line INTEGER,
        message TEXT NOT NULL
    );
CREATE TABLE player_totals (
        site TEXT NOT NULL,
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        cash INTEGER NOT NULL,
        big_bet BIGINT NOT NULL,
        hands BIGINT NOT NULL,
        vpip BIGINT NOT NULL,
        vpip_chance BIGINT NOT NULL,
        complete BIGINT NOT NULL,
        complete_chance BIGINT NOT NULL,
        raise_third BIGINT NOT NULL,
        raise_third_chance BIGINT NOT NULL,
        steal BIGINT NOT NULL,
        steal_chance BIGINT NOT NULL,
        steal_outranking BIGINT NOT NULL,
        steal_outranking_chance BIGINT NOT NULL,
        steal_outranked BIGINT NOT NULL,
        steal_outranked_chance BIGINT NOT NULL,
        fold_to_steal BIGINT NOT NULL,
        fold_to_steal_chance BIGINT NOT NULL,
        bet_4th BIGINT NOT NULL,
        bet_4th_chance BIGINT NOT NULL,
        raise_4th BIGINT NOT NULL,
        raise_4th_chance BIGINT NOT NULL,
        bet_5th BIGINT NOT NULL,
        bet_5th_chance BIGINT NOT NULL,
        raise_5th BIGINT NOT NULL,
        raise_5th_chance BIGINT NOT NULL,
        bet_6th BIGINT NOT NULL,
        bet_6th_chance BIGINT NOT NULL,
        raise_6th BIGINT NOT NULL,
        raise_6th_chance BIGINT NOT NULL,
        bet_7th BIGINT NOT NULL,
        bet_7th_chance BIGINT NOT NULL,
        raise_7th BIGINT NOT NULL,
        raise_7th_chance BIGINT NOT NULL,
        aggressive BIGINT NOT NULL,
        calls BIGINT NOT NULL,
        saw_fourth BIGINT NOT NULL,
        showdown BIGINT NOT NULL,
        won_showdown BIGINT NOT NULL,
        halves_chance BIGINT NOT NULL,
        scoop BIGINT NOT NULL,
        high_half BIGINT NOT NULL,
        low_half BIGINT NOT NULL,
        quartered BIGINT NOT NULL,
        net BIGINT NOT NULL,
        adjusted_net BIGINT NOT NULL,
        adjusted BIGINT NOT NULL,
        PRIMARY KEY (site, player, game, cash, big_bet)
    );
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:d02df5cc','stud8',0,500000,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,4,1,1,1,1,1,0,1,0,0,112500,112500,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:d02df5cc','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:d02df5cc','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:d02df5cc','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:d02df5cc','stud8',0,500000,1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,1,0,0,0,1,2,4,1,1,1,1,0,0,1,0,112500,112500,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:e3849d5f','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:e3849d5f','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:e3849d5f','stud8',0,500000,1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,275000,275000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:e3849d5f','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:e3849d5f','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:7b8b56a4','stud8',0,500000,1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:7b8b56a4','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:7b8b56a4','stud8',0,500000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:7b8b56a4','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:7b8b56a4','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:2b3e4850','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:2b3e4850','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:2b3e4850','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:2b3e4850','stud8',0,500000,1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:2b3e4850','stud8',0,500000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:c039c9d6','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:c039c9d6','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:c039c9d6','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:c039c9d6','stud8',0,500000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:c039c9d6','stud8',0,500000,1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:a90d43d2','stud8',0,500000,1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,3,1,1,0,0,0,0,0,0,0,1200000,1200000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:a90d43d2','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:a90d43d2','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:a90d43d2','stud8',0,500000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,1,0,0,0,1,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-1050000,-1050000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:a90d43d2','stud8',0,500000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:fedb3190','stud8',0,500000,1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:fedb3190','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:fedb3190','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:fedb3190','stud8',0,500000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:fedb3190','stud8',0,500000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:aea9a513','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:aea9a513','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:aea9a513','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:aea9a513','stud8',0,160000,1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,140000,140000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:aea9a513','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:aea9a513','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0);
INSERT INTO "player_totals" VALUES('PHH','p7 of phh:aea9a513','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:fab5c79a','stud8',0,160000,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,1,1,1,1,0,0,1,1,0,0,5,1,1,1,1,1,1,0,0,0,1310000,1310000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:fab5c79a','stud8',0,160000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,1,0,0,0,1,0,0,0,1,1,6,1,1,0,1,0,0,0,0,-965000,-965000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:fab5c79a','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:fab5c79a','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:fab5c79a','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:fab5c79a','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p7 of phh:fab5c79a','stud8',0,160000,1,1,1,1,1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,1,0,1,0,0,0,0,-245000,-245000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:c949dd7d','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:c949dd7d','stud8',0,160000,1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,1,0,1,1,1,0,0,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,200000,200000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:c949dd7d','stud8',0,160000,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-120000,-120000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:c949dd7d','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:c949dd7d','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:c949dd7d','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:825c6257','stud8',0,160000,1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,-100000,-100000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:825c6257','stud8',0,160000,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,200000,200000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:825c6257','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:825c6257','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:825c6257','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:825c6257','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:6a811123','stud8',0,160000,1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-100000,-100000,0);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:6a811123','stud8',0,160000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,200000,200000,0);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:6a811123','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:6a811123','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:6a811123','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:6a811123','stud8',0,160000,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0);
INSERT INTO "player_totals" VALUES('PHH','p1 of phh:d71f8d8c','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1);
INSERT INTO "player_totals" VALUES('PHH','p2 of phh:d71f8d8c','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1);
INSERT INTO "player_totals" VALUES('PHH','p3 of phh:d71f8d8c','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,1);
INSERT INTO "player_totals" VALUES('PHH','p4 of phh:d71f8d8c','stud8',0,160000,1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,3,0,1,1,1,1,1,0,0,0,515000,274504,1);
INSERT INTO "player_totals" VALUES('PHH','p5 of phh:d71f8d8c','stud8',0,160000,1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,1,0,0,0,0,0,3,1,1,0,1,0,0,0,0,-415000,-174504,1);
INSERT INTO "player_totals" VALUES('PHH','p6 of phh:d71f8d8c','stud8',0,160000,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1);
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO "schema_version" VALUES(3);
CREATE TABLE seat_facts (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        hands BIGINT NOT NULL,
        vpip BIGINT NOT NULL,
        vpip_chance BIGINT NOT NULL,
        complete BIGINT NOT NULL,
        complete_chance BIGINT NOT NULL,
        raise_third BIGINT NOT NULL,
        raise_third_chance BIGINT NOT NULL,
        steal BIGINT NOT NULL,
        steal_chance BIGINT NOT NULL,
        steal_outranking BIGINT NOT NULL,
        steal_outranking_chance BIGINT NOT NULL,
        steal_outranked BIGINT NOT NULL,
        steal_outranked_chance BIGINT NOT NULL,
        fold_to_steal BIGINT NOT NULL,
        fold_to_steal_chance BIGINT NOT NULL,
        bet_4th BIGINT NOT NULL,
        bet_4th_chance BIGINT NOT NULL,
        raise_4th BIGINT NOT NULL,
        raise_4th_chance BIGINT NOT NULL,
        bet_5th BIGINT NOT NULL,
        bet_5th_chance BIGINT NOT NULL,
        raise_5th BIGINT NOT NULL,
        raise_5th_chance BIGINT NOT NULL,
        bet_6th BIGINT NOT NULL,
        bet_6th_chance BIGINT NOT NULL,
        raise_6th BIGINT NOT NULL,
        raise_6th_chance BIGINT NOT NULL,
        bet_7th BIGINT NOT NULL,
        bet_7th_chance BIGINT NOT NULL,
        raise_7th BIGINT NOT NULL,
        raise_7th_chance BIGINT NOT NULL,
        aggressive BIGINT NOT NULL,
        calls BIGINT NOT NULL,
        saw_fourth BIGINT NOT NULL,
        showdown BIGINT NOT NULL,
        won_showdown BIGINT NOT NULL,
        halves_chance BIGINT NOT NULL,
        scoop BIGINT NOT NULL,
        high_half BIGINT NOT NULL,
        low_half BIGINT NOT NULL,
        quartered BIGINT NOT NULL,
        net BIGINT NOT NULL,
        adjusted_net BIGINT NOT NULL,
        adjusted BIGINT NOT NULL,
        cash BIGINT NOT NULL,
        big_bet BIGINT NOT NULL, site TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (hand_id, seat)
    );
INSERT INTO "seat_facts" VALUES(1,0,'p1 of phh:d02df5cc','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,4,1,1,1,1,1,0,1,0,0,112500,112500,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(1,1,'p2 of phh:d02df5cc','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(1,2,'p3 of phh:d02df5cc','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(1,3,'p4 of phh:d02df5cc','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(1,4,'p5 of phh:d02df5cc','stud8',1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,1,0,0,0,1,2,4,1,1,1,1,0,0,1,0,112500,112500,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(2,0,'p1 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(2,1,'p2 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(2,2,'p3 of phh:e3849d5f','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,275000,275000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(2,3,'p4 of phh:e3849d5f','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(2,4,'p5 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(3,0,'p1 of phh:7b8b56a4','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(3,1,'p2 of phh:7b8b56a4','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(3,2,'p3 of phh:7b8b56a4','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(3,3,'p4 of phh:7b8b56a4','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(3,4,'p5 of phh:7b8b56a4','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(4,0,'p1 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(4,1,'p2 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(4,2,'p3 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(4,3,'p4 of phh:2b3e4850','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(4,4,'p5 of phh:2b3e4850','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(5,0,'p1 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(5,1,'p2 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(5,2,'p3 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(5,3,'p4 of phh:c039c9d6','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(5,4,'p5 of phh:c039c9d6','stud8',1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(6,0,'p1 of phh:a90d43d2','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,3,1,1,0,0,0,0,0,0,0,1200000,1200000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(6,1,'p2 of phh:a90d43d2','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(6,2,'p3 of phh:a90d43d2','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(6,3,'p4 of phh:a90d43d2','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,1,0,0,0,1,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-1050000,-1050000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(6,4,'p5 of phh:a90d43d2','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(7,0,'p1 of phh:fedb3190','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(7,1,'p2 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(7,2,'p3 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(7,3,'p4 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(7,4,'p5 of phh:fedb3190','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(8,0,'p1 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,1,'p2 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,2,'p3 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,3,'p4 of phh:aea9a513','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,140000,140000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,4,'p5 of phh:aea9a513','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,5,'p6 of phh:aea9a513','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(8,6,'p7 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,0,'p1 of phh:fab5c79a','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,1,1,1,1,0,0,1,1,0,0,5,1,1,1,1,1,1,0,0,0,1310000,1310000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,1,'p2 of phh:fab5c79a','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,1,0,0,0,1,0,0,0,1,1,6,1,1,0,1,0,0,0,0,-965000,-965000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,2,'p3 of phh:fab5c79a','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,3,'p4 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,4,'p5 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,5,'p6 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(9,6,'p7 of phh:fab5c79a','stud8',1,1,1,1,1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,1,0,1,0,0,0,0,-245000,-245000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,0,'p1 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,1,'p2 of phh:c949dd7d','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,1,0,1,1,1,0,0,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,2,'p3 of phh:c949dd7d','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-120000,-120000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,3,'p4 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,4,'p5 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(10,5,'p6 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,0,'p1 of phh:825c6257','stud8',1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,-100000,-100000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,1,'p2 of phh:825c6257','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,2,'p3 of phh:825c6257','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,3,'p4 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,4,'p5 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(11,5,'p6 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,0,'p1 of phh:6a811123','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-100000,-100000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,1,'p2 of phh:6a811123','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,2,'p3 of phh:6a811123','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,3,'p4 of phh:6a811123','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,4,'p5 of phh:6a811123','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(12,5,'p6 of phh:6a811123','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,0,'p1 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,1,'p2 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,2,'p3 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,3,'p4 of phh:d71f8d8c','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,3,0,1,1,1,1,1,0,0,0,515000,274504,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,4,'p5 of phh:d71f8d8c','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,1,0,0,0,0,0,3,1,1,0,1,0,0,0,0,-415000,-174504,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(13,5,'p6 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
CREATE TABLE seats (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seat INTEGER NOT NULL,
        seat_number INTEGER NOT NULL,
        player TEXT NOT NULL,
        stack BIGINT NOT NULL,
        ante BIGINT NOT NULL,
        cards TEXT NOT NULL,
        showed INTEGER NOT NULL,
        mucked INTEGER NOT NULL,
        put_in BIGINT NOT NULL,
        won BIGINT NOT NULL,
        returned BIGINT NOT NULL,
        net BIGINT NOT NULL,
        high_result TEXT,
        low_result TEXT,
        allin_adjusted_net BIGINT,
        PRIMARY KEY (hand_id, seat)
    );
INSERT INTO "seats" VALUES(1,0,1,'p1 of phh:d02df5cc',4425000,50000,'Ac 8d As Th 3c Ts 7c',1,0,2300000,2412500,0,112500,'alone','lost',NULL);
INSERT INTO "seats" VALUES(1,1,2,'p2 of phh:d02df5cc',1850000,50000,'Tc 4h 5s',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,2,3,'p3 of phh:d02df5cc',14525000,50000,'Td 7h 2h',0,0,125000,0,0,-125000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,3,4,'p4 of phh:d02df5cc',6125000,50000,'Kd Js Jd',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,4,5,'p5 of phh:d02df5cc',2775000,50000,'8h 3h Ah 3s Jc 7d 4s',1,0,2300000,2412500,0,112500,'lost','alone',NULL);
INSERT INTO "seats" VALUES(2,0,1,'p1 of phh:e3849d5f',4550000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,1,2,'p2 of phh:e3849d5f',1800000,50000,'Js 4s Th',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,2,3,'p3 of phh:e3849d5f',14400000,50000,'Tc 3h Jd',0,0,300000,400000,175000,275000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,3,4,'p4 of phh:e3849d5f',6075000,50000,'Jh 6s 2h',0,0,125000,0,0,-125000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,4,5,'p5 of phh:e3849d5f',2875000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,0,1,'p1 of phh:7b8b56a4',4500000,50000,'6s 5h 6d As 4h 7s Jc',1,0,2050000,2125000,0,75000,'alone','lost',NULL);
INSERT INTO "seats" VALUES(3,1,2,'p2 of phh:7b8b56a4',1750000,50000,'5c 2s Js',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,2,3,'p3 of phh:7b8b56a4',14675000,50000,'Ac 7d 3h 6c 2d 2c Kh',1,0,2050000,2125000,0,75000,'lost','alone',NULL);
INSERT INTO "seats" VALUES(3,3,4,'p4 of phh:7b8b56a4',5950000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,4,5,'p5 of phh:7b8b56a4',2825000,50000,'Td 2h Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,0,1,'p1 of phh:2b3e4850',4575000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,1,2,'p2 of phh:2b3e4850',1700000,50000,'7d 2d Ts',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,2,3,'p3 of phh:2b3e4850',14750000,50000,'Tc 9h Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,3,4,'p4 of phh:2b3e4850',5900000,50000,'7h 3s 6s 4d 9c 8s 8h',1,0,2050000,2125000,0,75000,'alone','lost',NULL);
INSERT INTO "seats" VALUES(4,4,5,'p5 of phh:2b3e4850',2775000,50000,'8d 3h 2h 5c Jd 6d 2c',1,0,2050000,2125000,0,75000,'lost','alone',NULL);
INSERT INTO "seats" VALUES(5,0,1,'p1 of phh:c039c9d6',4525000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,1,2,'p2 of phh:c039c9d6',1650000,50000,'Ts 9c Jh',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,2,3,'p3 of phh:c039c9d6',14700000,50000,'2s 2d Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,3,4,'p4 of phh:c039c9d6',5975000,50000,'7d 2c 2h Kd',0,0,300000,0,0,-300000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,4,5,'p5 of phh:c039c9d6',2850000,50000,'Ks Jc Kh 8d',0,0,550000,750000,250000,450000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,0,1,'p1 of phh:a90d43d2',4475000,50000,'Kd Qd Qs 6h Ad Kc',0,0,1550000,2250000,500000,1200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,1,2,'p2 of phh:a90d43d2',1600000,50000,'Qh 4d 6s',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,2,3,'p3 of phh:a90d43d2',14650000,50000,'Jd 7d 9h',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,3,4,'p4 of phh:a90d43d2',5675000,50000,'7h 4h 4c 2c Td Jh',0,0,1050000,0,0,-1050000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,4,5,'p5 of phh:a90d43d2',3300000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,0,1,'p1 of phh:fedb3190',5675000,50000,'7d 5d Ah 3s',0,0,550000,750000,250000,450000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,1,2,'p2 of phh:fedb3190',1550000,50000,'Ts 6c 7h',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,2,3,'p3 of phh:fedb3190',14600000,50000,'Th 8c Tc',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,3,4,'p4 of phh:fedb3190',4625000,50000,'Kd 2c As',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,4,5,'p5 of phh:fedb3190',3250000,50000,'9c 4c 3c Js',0,0,300000,0,0,-300000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,0,1,'p1 of phh:aea9a513',1930000,20000,'8s 5h 7s',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,1,2,'p2 of phh:aea9a513',3695000,20000,'Qs 7h 8c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,2,3,'p3 of phh:aea9a513',990000,20000,'Qh 3s 9c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,3,4,'p4 of phh:aea9a513',1445000,20000,'6d 5c As',0,0,100000,180000,60000,140000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,4,5,'p5 of phh:aea9a513',515000,20000,'Tc 3h 7c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,5,6,'p6 of phh:aea9a513',2160000,20000,'Ah Kd 6s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,6,7,'p7 of phh:aea9a513',265000,20000,'Ks 9h 8d',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,0,1,'p1 of phh:fab5c79a',1910000,20000,'6s 6h 5s 6d 9s 6c 4c',1,0,965000,2275000,0,1310000,'alone','none',NULL);
INSERT INTO "seats" VALUES(9,1,2,'p2 of phh:fab5c79a',3675000,20000,'Js 7h Jd 7c Qh 3d Ac',1,0,965000,0,0,-965000,'lost','none',NULL);
INSERT INTO "seats" VALUES(9,2,3,'p3 of phh:fab5c79a',970000,20000,'Kc 2h 3c',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,3,4,'p4 of phh:fab5c79a',1585000,20000,'Th 7s Ks',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,4,5,'p5 of phh:fab5c79a',495000,20000,'8c 2c Jc',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,5,6,'p6 of phh:fab5c79a',2120000,20000,'9h 5d 3s',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,6,7,'p7 of phh:fab5c79a',245000,20000,'5h 2s 8h 4h 9d 9c Tc',1,0,245000,0,0,-245000,'lost','none',NULL);
INSERT INTO "seats" VALUES(10,0,1,'p1 of phh:c949dd7d',3220000,20000,'Kc 2d 7d',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,1,2,'p2 of phh:c949dd7d',2710000,20000,'Ah 5d Th 2c 3d',0,0,280000,320000,160000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,2,3,'p3 of phh:c949dd7d',930000,20000,'Qs Td 3s 4h Kh',0,0,120000,0,0,-120000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,3,4,'p4 of phh:c949dd7d',1565000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,4,5,'p5 of phh:c949dd7d',475000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,5,6,'p6 of phh:c949dd7d',2100000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,0,1,'p1 of phh:825c6257',3200000,20000,'9c 7s 9h',0,0,100000,0,0,-100000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,1,2,'p2 of phh:825c6257',2910000,20000,'6d 3s Ah',0,0,180000,300000,80000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,2,3,'p3 of phh:825c6257',810000,20000,'Ts 4s 5s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,3,4,'p4 of phh:825c6257',1545000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,4,5,'p5 of phh:825c6257',455000,20000,'Ac 2h Th',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,5,6,'p6 of phh:825c6257',2080000,20000,'6c 3d Js',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,0,1,'p1 of phh:6a811123',3100000,20000,'8h 7c 6s Kc',0,0,100000,0,0,-100000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,1,2,'p2 of phh:6a811123',3110000,20000,'Qd 2d 9d 5c',0,0,180000,300000,80000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,2,3,'p3 of phh:6a811123',770000,20000,'Tc 7s Kh',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,3,4,'p4 of phh:6a811123',1525000,20000,'Jc 7h 4s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,4,5,'p5 of phh:6a811123',435000,20000,'Ac 8c Kd',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,5,6,'p6 of phh:6a811123',2060000,20000,'3d 2c Ts',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(13,0,1,'p1 of phh:d71f8d8c',3000000,20000,'9h 7d Kc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
INSERT INTO "seats" VALUES(13,1,2,'p2 of phh:d71f8d8c',3310000,20000,'8s 2d Tc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
INSERT INTO "seats" VALUES(13,2,3,'p3 of phh:d71f8d8c',750000,20000,'Ah 9c 4d',0,0,40000,0,0,-40000,NULL,NULL,-40000);
INSERT INTO "seats" VALUES(13,3,4,'p4 of phh:d71f8d8c',1485000,20000,'Kd 8d Kh Qd Ad Qh Ks',1,0,420000,930000,5000,515000,'alone','none',274504);
INSERT INTO "seats" VALUES(13,4,5,'p5 of phh:d71f8d8c',415000,20000,'As 3c 6d 8h 8c 9d Jh',1,0,415000,0,0,-415000,'lost','none',-174504);
INSERT INTO "seats" VALUES(13,5,6,'p6 of phh:d71f8d8c',2040000,20000,'6s 6c Jc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
CREATE INDEX seats_player ON seats (player);
CREATE INDEX seat_facts_player ON seat_facts (site, player, game);
COMMIT;
