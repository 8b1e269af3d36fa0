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
INSERT INTO "actions" VALUES(1,0,3,2,'bring_in',2,2,0,16);
INSERT INTO "actions" VALUES(1,1,3,3,'call',2,2,0,17);
INSERT INTO "actions" VALUES(1,2,3,0,'call',2,2,0,18);
INSERT INTO "actions" VALUES(1,3,3,1,'call',2,2,0,19);
INSERT INTO "actions" VALUES(1,4,4,0,'check',0,0,0,26);
INSERT INTO "actions" VALUES(1,5,4,1,'check',0,0,0,28);
INSERT INTO "actions" VALUES(1,6,4,2,'check',0,0,0,29);
INSERT INTO "actions" VALUES(1,7,4,3,'check',0,0,0,30);
INSERT INTO "actions" VALUES(1,8,5,0,'check',0,0,0,36);
INSERT INTO "actions" VALUES(1,9,5,1,'check',0,0,0,37);
INSERT INTO "actions" VALUES(1,10,5,2,'check',0,0,0,38);
INSERT INTO "actions" VALUES(1,11,5,3,'check',0,0,0,39);
INSERT INTO "actions" VALUES(1,12,6,0,'check',0,0,0,46);
INSERT INTO "actions" VALUES(1,13,6,1,'check',0,0,0,47);
INSERT INTO "actions" VALUES(1,14,6,2,'check',0,0,0,48);
INSERT INTO "actions" VALUES(1,15,6,3,'bet',8,8,0,49);
INSERT INTO "actions" VALUES(1,16,6,0,'fold',0,0,0,50);
INSERT INTO "actions" VALUES(1,17,6,1,'fold',0,0,0,51);
INSERT INTO "actions" VALUES(1,18,6,2,'fold',0,0,0,52);
INSERT INTO "actions" VALUES(2,0,3,1,'bring_in',2,2,0,86);
INSERT INTO "actions" VALUES(2,1,3,2,'call',2,2,0,88);
INSERT INTO "actions" VALUES(2,2,3,3,'fold',0,0,0,89);
INSERT INTO "actions" VALUES(2,3,3,4,'call',2,2,0,90);
INSERT INTO "actions" VALUES(2,4,3,5,'call',2,2,0,91);
INSERT INTO "actions" VALUES(2,5,3,0,'call',2,2,0,93);
INSERT INTO "actions" VALUES(2,6,4,0,'check',0,0,0,100);
INSERT INTO "actions" VALUES(2,7,4,1,'check',0,0,0,101);
INSERT INTO "actions" VALUES(2,8,4,2,'check',0,0,0,102);
INSERT INTO "actions" VALUES(2,9,4,4,'check',0,0,0,103);
INSERT INTO "actions" VALUES(2,10,4,5,'check',0,0,0,104);
INSERT INTO "actions" VALUES(2,11,5,5,'bet',8,8,0,111);
INSERT INTO "actions" VALUES(2,12,5,0,'call',8,8,0,112);
INSERT INTO "actions" VALUES(2,13,5,1,'call',8,8,0,113);
INSERT INTO "actions" VALUES(2,14,5,2,'fold',0,0,0,114);
INSERT INTO "actions" VALUES(2,15,5,4,'fold',0,0,0,115);
INSERT INTO "actions" VALUES(2,16,6,5,'bet',8,8,0,120);
INSERT INTO "actions" VALUES(2,17,6,0,'call',8,8,0,121);
INSERT INTO "actions" VALUES(2,18,6,1,'call',8,8,0,122);
INSERT INTO "actions" VALUES(2,19,7,5,'bet',8,8,0,124);
INSERT INTO "actions" VALUES(2,20,7,0,'call',8,8,0,125);
INSERT INTO "actions" VALUES(2,21,7,1,'fold',0,0,0,126);
INSERT INTO "actions" VALUES(3,0,3,6,'bring_in',2,2,0,169);
INSERT INTO "actions" VALUES(3,1,3,7,'call',2,2,0,170);
INSERT INTO "actions" VALUES(3,2,3,0,'call',2,2,0,171);
INSERT INTO "actions" VALUES(3,3,3,1,'call',2,2,0,172);
INSERT INTO "actions" VALUES(3,4,3,2,'call',2,2,0,173);
INSERT INTO "actions" VALUES(3,5,3,3,'fold',0,0,0,174);
INSERT INTO "actions" VALUES(3,6,3,4,'call',2,2,0,175);
INSERT INTO "actions" VALUES(3,7,3,5,'fold',0,0,0,176);
INSERT INTO "actions" VALUES(3,8,4,6,'check',0,0,0,184);
INSERT INTO "actions" VALUES(3,9,4,7,'check',0,0,0,185);
INSERT INTO "actions" VALUES(3,10,4,0,'check',0,0,0,186);
INSERT INTO "actions" VALUES(3,11,4,1,'check',0,0,0,187);
INSERT INTO "actions" VALUES(3,12,4,2,'check',0,0,0,188);
INSERT INTO "actions" VALUES(3,13,4,4,'check',0,0,0,189);
INSERT INTO "actions" VALUES(3,14,5,6,'check',0,0,0,197);
INSERT INTO "actions" VALUES(3,15,5,7,'check',0,0,0,198);
INSERT INTO "actions" VALUES(3,16,5,0,'check',0,0,0,199);
INSERT INTO "actions" VALUES(3,17,5,1,'check',0,0,0,200);
INSERT INTO "actions" VALUES(3,18,5,2,'bet',8,8,0,201);
INSERT INTO "actions" VALUES(3,19,5,4,'fold',0,0,0,202);
INSERT INTO "actions" VALUES(3,20,5,6,'call',8,8,0,203);
INSERT INTO "actions" VALUES(3,21,5,7,'call',8,8,0,204);
INSERT INTO "actions" VALUES(3,22,5,0,'call',8,8,0,205);
INSERT INTO "actions" VALUES(3,23,5,1,'fold',0,0,0,206);
INSERT INTO "actions" VALUES(3,24,6,6,'check',0,0,0,212);
INSERT INTO "actions" VALUES(3,25,6,7,'check',0,0,0,213);
INSERT INTO "actions" VALUES(3,26,6,0,'check',0,0,0,214);
INSERT INTO "actions" VALUES(3,27,6,2,'check',0,0,0,215);
INSERT INTO "actions" VALUES(3,28,7,6,'check',0,0,0,217);
INSERT INTO "actions" VALUES(3,29,7,7,'check',0,0,0,218);
INSERT INTO "actions" VALUES(3,30,7,0,'check',0,0,0,219);
INSERT INTO "actions" VALUES(3,31,7,2,'bet',8,8,0,220);
INSERT INTO "actions" VALUES(3,32,7,6,'fold',0,0,0,221);
INSERT INTO "actions" VALUES(3,33,7,7,'call',8,8,0,222);
INSERT INTO "actions" VALUES(3,34,7,0,'call',8,8,0,223);
INSERT INTO "actions" VALUES(4,0,3,1,'bring_in',2,2,0,269);
INSERT INTO "actions" VALUES(4,1,3,2,'fold',0,0,0,270);
INSERT INTO "actions" VALUES(4,2,3,3,'call',2,2,0,271);
INSERT INTO "actions" VALUES(4,3,3,4,'fold',0,0,0,272);
INSERT INTO "actions" VALUES(4,4,3,5,'fold',0,0,0,273);
INSERT INTO "actions" VALUES(4,5,3,6,'call',2,2,0,274);
INSERT INTO "actions" VALUES(4,6,3,7,'call',2,2,0,275);
INSERT INTO "actions" VALUES(4,7,3,0,'fold',0,0,0,276);
INSERT INTO "actions" VALUES(4,8,4,7,'bet',4,4,0,282);
INSERT INTO "actions" VALUES(4,9,4,1,'call',4,4,0,283);
INSERT INTO "actions" VALUES(4,10,4,3,'call',4,4,0,284);
INSERT INTO "actions" VALUES(4,11,4,6,'fold',0,0,0,285);
INSERT INTO "actions" VALUES(4,12,5,7,'bet',8,8,0,290);
INSERT INTO "actions" VALUES(4,13,5,1,'call',8,8,0,291);
INSERT INTO "actions" VALUES(4,14,5,3,'call',8,8,0,292);
INSERT INTO "actions" VALUES(4,15,6,7,'bet',8,8,0,297);
INSERT INTO "actions" VALUES(4,16,6,1,'call',8,8,0,298);
INSERT INTO "actions" VALUES(4,17,6,3,'fold',0,0,0,299);
INSERT INTO "actions" VALUES(4,18,7,7,'bet',8,8,0,301);
INSERT INTO "actions" VALUES(4,19,7,1,'call',8,8,0,302);
INSERT INTO "actions" VALUES(5,0,3,3,'bring_in',2,2,0,347);
INSERT INTO "actions" VALUES(5,1,3,4,'call',2,2,0,348);
INSERT INTO "actions" VALUES(5,2,3,5,'fold',0,0,0,349);
INSERT INTO "actions" VALUES(5,3,3,6,'call',2,2,0,350);
INSERT INTO "actions" VALUES(5,4,3,7,'call',2,2,0,351);
INSERT INTO "actions" VALUES(5,5,3,0,'fold',0,0,0,352);
INSERT INTO "actions" VALUES(5,6,3,1,'call',2,2,0,353);
INSERT INTO "actions" VALUES(5,7,3,2,'call',2,2,0,354);
INSERT INTO "actions" VALUES(5,8,4,7,'check',0,0,0,362);
INSERT INTO "actions" VALUES(5,9,4,1,'check',0,0,0,363);
INSERT INTO "actions" VALUES(5,10,4,2,'check',0,0,0,364);
INSERT INTO "actions" VALUES(5,11,4,3,'fold',0,0,0,365);
INSERT INTO "actions" VALUES(5,12,4,4,'check',0,0,0,367);
INSERT INTO "actions" VALUES(5,13,4,6,'check',0,0,0,368);
INSERT INTO "actions" VALUES(5,14,5,6,'check',0,0,0,376);
INSERT INTO "actions" VALUES(5,15,5,7,'check',0,0,0,377);
INSERT INTO "actions" VALUES(5,16,5,1,'check',0,0,0,378);
INSERT INTO "actions" VALUES(5,17,5,2,'bet',8,8,0,379);
INSERT INTO "actions" VALUES(5,18,5,4,'call',8,8,0,380);
INSERT INTO "actions" VALUES(5,19,5,6,'call',8,8,0,381);
INSERT INTO "actions" VALUES(5,20,5,7,'fold',0,0,0,382);
INSERT INTO "actions" VALUES(5,21,5,1,'fold',0,0,0,383);
INSERT INTO "actions" VALUES(5,22,6,6,'check',0,0,0,388);
INSERT INTO "actions" VALUES(5,23,6,2,'bet',8,8,0,389);
INSERT INTO "actions" VALUES(5,24,6,4,'call',8,8,0,390);
INSERT INTO "actions" VALUES(5,25,6,6,'call',8,8,0,391);
INSERT INTO "actions" VALUES(5,26,7,6,'check',0,0,0,394);
INSERT INTO "actions" VALUES(5,27,7,2,'bet',8,8,0,395);
INSERT INTO "actions" VALUES(5,28,7,4,'call',8,8,0,396);
INSERT INTO "actions" VALUES(5,29,7,6,'fold',0,0,0,397);
INSERT INTO "actions" VALUES(6,0,3,4,'bring_in',2,2,0,442);
INSERT INTO "actions" VALUES(6,1,3,5,'fold',0,0,0,443);
INSERT INTO "actions" VALUES(6,2,3,6,'call',2,2,0,444);
INSERT INTO "actions" VALUES(6,3,3,7,'fold',0,0,0,445);
INSERT INTO "actions" VALUES(6,4,3,0,'fold',0,0,0,446);
INSERT INTO "actions" VALUES(6,5,3,1,'call',2,2,0,447);
INSERT INTO "actions" VALUES(6,6,3,2,'fold',0,0,0,448);
INSERT INTO "actions" VALUES(6,7,3,3,'call',2,2,0,449);
INSERT INTO "actions" VALUES(6,8,4,4,'bet',4,4,0,456);
INSERT INTO "actions" VALUES(6,9,4,6,'raise',8,8,0,457);
INSERT INTO "actions" VALUES(6,10,4,1,'fold',0,0,0,459);
INSERT INTO "actions" VALUES(6,11,4,3,'call',8,8,0,460);
INSERT INTO "actions" VALUES(6,12,4,4,'call',4,8,0,461);
INSERT INTO "actions" VALUES(6,13,5,4,'check',0,0,0,466);
INSERT INTO "actions" VALUES(6,14,5,6,'bet',8,8,0,467);
INSERT INTO "actions" VALUES(6,15,5,3,'call',8,8,0,468);
INSERT INTO "actions" VALUES(6,16,5,4,'call',8,8,0,469);
INSERT INTO "actions" VALUES(6,17,6,3,'check',0,0,0,474);
INSERT INTO "actions" VALUES(6,18,6,4,'check',0,0,0,475);
INSERT INTO "actions" VALUES(6,19,6,6,'check',0,0,0,476);
INSERT INTO "actions" VALUES(6,20,7,3,'check',0,0,0,479);
INSERT INTO "actions" VALUES(6,21,7,4,'check',0,0,0,480);
INSERT INTO "actions" VALUES(6,22,7,6,'check',0,0,0,481);
INSERT INTO "actions" VALUES(7,0,3,3,'bring_in',2,2,0,527);
INSERT INTO "actions" VALUES(7,1,3,4,'fold',0,0,0,528);
INSERT INTO "actions" VALUES(7,2,3,5,'call',2,2,0,529);
INSERT INTO "actions" VALUES(7,3,3,6,'call',2,2,0,530);
INSERT INTO "actions" VALUES(7,4,3,7,'call',2,2,0,531);
INSERT INTO "actions" VALUES(7,5,3,0,'fold',0,0,0,532);
INSERT INTO "actions" VALUES(7,6,3,1,'call',2,2,0,533);
INSERT INTO "actions" VALUES(7,7,3,2,'call',2,2,0,534);
INSERT INTO "actions" VALUES(7,8,4,2,'check',0,0,0,542);
INSERT INTO "actions" VALUES(7,9,4,3,'check',0,0,0,543);
INSERT INTO "actions" VALUES(7,10,4,5,'bet',4,4,0,544);
INSERT INTO "actions" VALUES(7,11,4,6,'call',4,4,0,545);
INSERT INTO "actions" VALUES(7,12,4,7,'call',4,4,0,546);
INSERT INTO "actions" VALUES(7,13,4,1,'call',4,4,0,547);
INSERT INTO "actions" VALUES(7,14,4,2,'call',4,4,0,548);
INSERT INTO "actions" VALUES(7,15,4,3,'fold',0,0,0,549);
INSERT INTO "actions" VALUES(7,16,5,2,'check',0,0,0,556);
INSERT INTO "actions" VALUES(7,17,5,5,'check',0,0,0,557);
INSERT INTO "actions" VALUES(7,18,5,6,'bet',8,8,0,558);
INSERT INTO "actions" VALUES(7,19,5,7,'call',8,8,0,559);
INSERT INTO "actions" VALUES(7,20,5,1,'call',8,8,0,560);
INSERT INTO "actions" VALUES(7,21,5,2,'call',8,8,0,561);
INSERT INTO "actions" VALUES(7,22,5,5,'call',8,8,0,562);
INSERT INTO "actions" VALUES(7,23,6,2,'check',0,0,0,569);
INSERT INTO "actions" VALUES(7,24,6,5,'check',0,0,0,570);
INSERT INTO "actions" VALUES(7,25,6,6,'bet',8,8,0,571);
INSERT INTO "actions" VALUES(7,26,6,7,'call',8,8,0,572);
INSERT INTO "actions" VALUES(7,27,6,1,'call',8,8,0,573);
INSERT INTO "actions" VALUES(7,28,6,2,'call',8,8,0,574);
INSERT INTO "actions" VALUES(7,29,6,5,'call',8,8,0,575);
INSERT INTO "actions" VALUES(7,30,7,2,'check',0,0,0,577);
INSERT INTO "actions" VALUES(7,31,7,5,'check',0,0,0,578);
INSERT INTO "actions" VALUES(7,32,7,6,'check',0,0,0,579);
INSERT INTO "actions" VALUES(7,33,7,7,'check',0,0,0,580);
INSERT INTO "actions" VALUES(7,34,7,1,'bet',8,8,0,581);
INSERT INTO "actions" VALUES(7,35,7,2,'call',8,8,0,582);
INSERT INTO "actions" VALUES(7,36,7,5,'call',8,8,0,583);
INSERT INTO "actions" VALUES(7,37,7,6,'call',8,8,0,584);
INSERT INTO "actions" VALUES(7,38,7,7,'fold',0,0,0,585);
INSERT INTO "actions" VALUES(8,0,3,5,'bring_in',10,10,0,28);
INSERT INTO "actions" VALUES(8,1,3,6,'fold',0,0,0,29);
INSERT INTO "actions" VALUES(8,2,3,7,'fold',0,0,0,30);
INSERT INTO "actions" VALUES(8,3,3,0,'fold',0,0,0,31);
INSERT INTO "actions" VALUES(8,4,3,1,'call',10,10,0,32);
INSERT INTO "actions" VALUES(8,5,3,2,'call',10,10,0,33);
INSERT INTO "actions" VALUES(8,6,3,3,'call',10,10,0,34);
INSERT INTO "actions" VALUES(8,7,3,4,'call',10,10,0,35);
INSERT INTO "actions" VALUES(8,8,4,5,'bet',25,25,0,42);
INSERT INTO "actions" VALUES(8,9,4,1,'call',25,25,0,43);
INSERT INTO "actions" VALUES(8,10,4,2,'call',25,25,0,44);
INSERT INTO "actions" VALUES(8,11,4,3,'fold',0,0,0,45);
INSERT INTO "actions" VALUES(8,12,4,4,'call',25,25,0,46);
INSERT INTO "actions" VALUES(8,13,5,5,'check',0,0,0,52);
INSERT INTO "actions" VALUES(8,14,5,1,'check',0,0,0,53);
INSERT INTO "actions" VALUES(8,15,5,2,'check',0,0,0,54);
INSERT INTO "actions" VALUES(8,16,5,4,'check',0,0,0,55);
INSERT INTO "actions" VALUES(8,17,6,4,'bet',50,50,0,61);
INSERT INTO "actions" VALUES(8,18,6,5,'call',50,50,0,62);
INSERT INTO "actions" VALUES(8,19,6,1,'fold',0,0,0,63);
INSERT INTO "actions" VALUES(8,20,6,2,'call',50,50,0,64);
INSERT INTO "actions" VALUES(8,21,7,4,'bet',50,50,0,66);
INSERT INTO "actions" VALUES(8,22,7,5,'fold',0,0,0,67);
INSERT INTO "actions" VALUES(8,23,7,2,'call',50,50,0,68);
INSERT INTO "actions" VALUES(9,0,3,1,'bring_in',12000,12000,0,10);
INSERT INTO "actions" VALUES(9,1,3,0,'complete',40000,40000,0,11);
INSERT INTO "actions" VALUES(9,2,3,1,'raise',68000,80000,0,12);
INSERT INTO "actions" VALUES(9,3,3,0,'raise',80000,120000,0,13);
INSERT INTO "actions" VALUES(9,4,3,1,'call',40000,120000,0,14);
INSERT INTO "actions" VALUES(9,5,4,0,'bet',40000,40000,0,18);
INSERT INTO "actions" VALUES(9,6,4,1,'call',40000,40000,0,19);
INSERT INTO "actions" VALUES(9,7,5,0,'bet',80000,80000,0,23);
INSERT INTO "actions" VALUES(9,8,5,1,'fold',0,0,0,24);
INSERT INTO "actions" VALUES(10,0,3,1,'complete',40,40,0,11);
INSERT INTO "actions" VALUES(10,1,3,0,'fold',0,0,0,12);
INSERT INTO "actions" VALUES(11,0,3,1,'complete',40,40,0,33);
INSERT INTO "actions" VALUES(11,1,3,0,'call',40,40,0,34);
INSERT INTO "actions" VALUES(11,2,4,0,'check',0,0,0,38);
INSERT INTO "actions" VALUES(11,3,4,1,'check',0,0,0,39);
INSERT INTO "actions" VALUES(11,4,5,0,'bet',80,80,0,43);
INSERT INTO "actions" VALUES(11,5,5,1,'fold',0,0,0,44);
INSERT INTO "actions" VALUES(12,0,3,1,'bring_in',12,12,0,63);
INSERT INTO "actions" VALUES(12,1,3,0,'complete',40,40,0,64);
INSERT INTO "actions" VALUES(12,2,3,1,'call',28,40,0,65);
INSERT INTO "actions" VALUES(12,3,4,0,'bet',40,40,0,69);
INSERT INTO "actions" VALUES(12,4,4,1,'call',40,40,0,70);
INSERT INTO "actions" VALUES(12,5,5,0,'bet',80,80,0,74);
INSERT INTO "actions" VALUES(12,6,5,1,'fold',0,0,0,75);
INSERT INTO "actions" VALUES(13,0,3,1,'bring_in',12,12,0,94);
INSERT INTO "actions" VALUES(13,1,3,0,'call',12,12,0,95);
INSERT INTO "actions" VALUES(13,2,4,0,'bet',40,40,0,99);
INSERT INTO "actions" VALUES(13,3,4,1,'call',40,40,0,100);
INSERT INTO "actions" VALUES(13,4,5,0,'bet',80,80,0,104);
INSERT INTO "actions" VALUES(13,5,5,1,'raise',160,160,0,105);
INSERT INTO "actions" VALUES(13,6,5,0,'call',80,160,0,106);
INSERT INTO "actions" VALUES(13,7,6,0,'check',0,0,0,110);
INSERT INTO "actions" VALUES(13,8,6,1,'bet',80,80,0,111);
INSERT INTO "actions" VALUES(13,9,6,0,'call',80,80,0,112);
INSERT INTO "actions" VALUES(13,10,7,0,'bet',80,80,0,115);
INSERT INTO "actions" VALUES(13,11,7,1,'raise',160,160,0,116);
INSERT INTO "actions" VALUES(13,12,7,0,'call',80,160,0,117);
INSERT INTO "actions" VALUES(14,0,3,1,'complete',40,40,0,141);
INSERT INTO "actions" VALUES(14,1,3,0,'raise',80,80,0,142);
INSERT INTO "actions" VALUES(14,2,3,1,'call',40,80,0,143);
INSERT INTO "actions" VALUES(14,3,4,0,'bet',40,40,0,147);
INSERT INTO "actions" VALUES(14,4,4,1,'raise',80,80,0,148);
INSERT INTO "actions" VALUES(14,5,4,0,'call',40,80,0,149);
INSERT INTO "actions" VALUES(14,6,5,0,'check',0,0,0,153);
INSERT INTO "actions" VALUES(14,7,5,1,'bet',80,80,0,154);
INSERT INTO "actions" VALUES(14,8,5,0,'call',80,80,0,155);
INSERT INTO "actions" VALUES(14,9,6,0,'check',0,0,0,159);
INSERT INTO "actions" VALUES(14,10,6,1,'check',0,0,0,160);
INSERT INTO "actions" VALUES(14,11,7,0,'bet',80,80,0,163);
INSERT INTO "actions" VALUES(14,12,7,1,'call',80,80,0,164);
INSERT INTO "actions" VALUES(15,0,3,0,'complete',40,40,0,185);
INSERT INTO "actions" VALUES(15,1,3,1,'call',40,40,0,186);
INSERT INTO "actions" VALUES(15,2,4,1,'check',0,0,0,190);
INSERT INTO "actions" VALUES(15,3,4,0,'check',0,0,0,191);
INSERT INTO "actions" VALUES(15,4,5,1,'check',0,0,0,195);
INSERT INTO "actions" VALUES(15,5,5,0,'check',0,0,0,196);
INSERT INTO "actions" VALUES(15,6,6,1,'check',0,0,0,200);
INSERT INTO "actions" VALUES(15,7,6,0,'check',0,0,0,201);
INSERT INTO "actions" VALUES(15,8,7,1,'check',0,0,0,204);
INSERT INTO "actions" VALUES(15,9,7,0,'check',0,0,0,205);
INSERT INTO "actions" VALUES(16,0,3,0,'bring_in',12,12,0,226);
INSERT INTO "actions" VALUES(16,1,3,1,'call',12,12,0,227);
INSERT INTO "actions" VALUES(16,2,4,0,'bet',40,40,0,231);
INSERT INTO "actions" VALUES(16,3,4,1,'call',40,40,0,232);
INSERT INTO "actions" VALUES(16,4,5,0,'check',0,0,0,236);
INSERT INTO "actions" VALUES(16,5,5,1,'check',0,0,0,237);
INSERT INTO "actions" VALUES(16,6,6,1,'check',0,0,0,241);
INSERT INTO "actions" VALUES(16,7,6,0,'check',0,0,0,242);
INSERT INTO "actions" VALUES(16,8,7,1,'check',0,0,0,245);
INSERT INTO "actions" VALUES(16,9,7,0,'check',0,0,0,246);
INSERT INTO "actions" VALUES(17,0,3,0,'complete',40,40,0,267);
INSERT INTO "actions" VALUES(17,1,3,1,'call',40,40,0,268);
INSERT INTO "actions" VALUES(17,2,4,1,'bet',40,40,0,272);
INSERT INTO "actions" VALUES(17,3,4,0,'raise',80,80,0,273);
INSERT INTO "actions" VALUES(17,4,4,1,'call',40,80,0,274);
INSERT INTO "actions" VALUES(17,5,5,1,'check',0,0,0,278);
INSERT INTO "actions" VALUES(17,6,5,0,'bet',80,80,0,279);
INSERT INTO "actions" VALUES(17,7,5,1,'fold',0,0,0,280);
INSERT INTO "actions" VALUES(18,0,3,1,'bring_in',12,12,0,299);
INSERT INTO "actions" VALUES(18,1,3,0,'call',12,12,0,300);
INSERT INTO "actions" VALUES(18,2,4,1,'bet',40,40,0,304);
INSERT INTO "actions" VALUES(18,3,4,0,'call',40,40,0,305);
INSERT INTO "actions" VALUES(18,4,5,1,'bet',80,80,0,309);
INSERT INTO "actions" VALUES(18,5,5,0,'fold',0,0,0,310);
INSERT INTO "actions" VALUES(19,0,3,0,'bring_in',12,12,0,328);
INSERT INTO "actions" VALUES(19,1,3,1,'call',12,12,0,329);
INSERT INTO "actions" VALUES(19,2,4,1,'check',0,0,0,333);
INSERT INTO "actions" VALUES(19,3,4,0,'check',0,0,0,334);
INSERT INTO "actions" VALUES(19,4,5,1,'bet',80,80,0,338);
INSERT INTO "actions" VALUES(19,5,5,0,'fold',0,0,0,339);
INSERT INTO "actions" VALUES(20,0,3,1,'bring_in',12,12,0,357);
INSERT INTO "actions" VALUES(20,1,3,0,'call',12,12,0,358);
INSERT INTO "actions" VALUES(20,2,4,0,'bet',40,40,0,362);
INSERT INTO "actions" VALUES(20,3,4,1,'fold',0,0,0,363);
INSERT INTO "actions" VALUES(21,0,3,1,'bring_in',12,12,0,382);
INSERT INTO "actions" VALUES(21,1,3,0,'complete',40,40,0,383);
INSERT INTO "actions" VALUES(21,2,3,1,'call',28,40,0,384);
INSERT INTO "actions" VALUES(21,3,4,1,'bet',40,40,0,388);
INSERT INTO "actions" VALUES(21,4,4,0,'call',40,40,0,389);
INSERT INTO "actions" VALUES(21,5,5,0,'check',0,0,0,393);
INSERT INTO "actions" VALUES(21,6,5,1,'check',0,0,0,394);
INSERT INTO "actions" VALUES(21,7,6,0,'bet',80,80,0,398);
INSERT INTO "actions" VALUES(21,8,6,1,'call',80,80,0,399);
INSERT INTO "actions" VALUES(21,9,7,0,'bet',80,80,0,402);
INSERT INTO "actions" VALUES(21,10,7,1,'fold',0,0,0,403);
INSERT INTO "actions" VALUES(22,0,3,1,'bring_in',12,12,0,422);
INSERT INTO "actions" VALUES(22,1,3,0,'complete',40,40,0,423);
INSERT INTO "actions" VALUES(22,2,3,1,'call',28,40,0,424);
INSERT INTO "actions" VALUES(22,3,4,0,'bet',40,40,0,428);
INSERT INTO "actions" VALUES(22,4,4,1,'call',40,40,0,429);
INSERT INTO "actions" VALUES(22,5,5,0,'bet',80,80,0,433);
INSERT INTO "actions" VALUES(22,6,5,1,'call',80,80,0,434);
INSERT INTO "actions" VALUES(22,7,6,1,'check',0,0,0,438);
INSERT INTO "actions" VALUES(22,8,6,0,'bet',80,80,0,439);
INSERT INTO "actions" VALUES(22,9,6,1,'call',80,80,0,440);
INSERT INTO "actions" VALUES(22,10,7,1,'bet',80,80,0,443);
INSERT INTO "actions" VALUES(22,11,7,0,'call',80,80,0,444);
INSERT INTO "actions" VALUES(23,0,3,1,'bring_in',12,12,0,466);
INSERT INTO "actions" VALUES(23,1,3,0,'complete',40,40,0,469);
INSERT INTO "actions" VALUES(23,2,3,1,'call',28,40,0,472);
INSERT INTO "actions" VALUES(23,3,4,0,'bet',40,40,0,477);
INSERT INTO "actions" VALUES(23,4,4,1,'fold',0,0,0,478);
INSERT INTO "actions" VALUES(24,0,3,0,'complete',40,40,0,497);
INSERT INTO "actions" VALUES(24,1,3,1,'call',40,40,0,498);
INSERT INTO "actions" VALUES(24,2,4,0,'bet',40,40,0,502);
INSERT INTO "actions" VALUES(24,3,4,1,'fold',0,0,0,503);
INSERT INTO "actions" VALUES(25,0,3,1,'bring_in',12,12,0,522);
INSERT INTO "actions" VALUES(25,1,3,0,'complete',40,40,0,523);
INSERT INTO "actions" VALUES(25,2,3,1,'fold',0,12,0,524);
INSERT INTO "actions" VALUES(26,0,3,0,'complete',40,40,0,543);
INSERT INTO "actions" VALUES(26,1,3,1,'call',40,40,0,545);
INSERT INTO "actions" VALUES(26,2,4,0,'bet',40,40,0,549);
INSERT INTO "actions" VALUES(26,3,4,1,'call',40,40,0,550);
INSERT INTO "actions" VALUES(26,4,5,1,'check',0,0,0,554);
INSERT INTO "actions" VALUES(26,5,5,0,'bet',80,80,0,555);
INSERT INTO "actions" VALUES(26,6,5,1,'fold',0,0,0,556);
INSERT INTO "actions" VALUES(27,0,3,1,'bring_in',12,12,0,575);
INSERT INTO "actions" VALUES(27,1,3,0,'complete',40,40,0,576);
INSERT INTO "actions" VALUES(27,2,3,1,'call',28,40,0,577);
INSERT INTO "actions" VALUES(27,3,4,0,'bet',40,40,0,581);
INSERT INTO "actions" VALUES(27,4,4,1,'call',40,40,0,582);
INSERT INTO "actions" VALUES(27,5,5,1,'check',0,0,0,586);
INSERT INTO "actions" VALUES(27,6,5,0,'check',0,0,0,587);
INSERT INTO "actions" VALUES(27,7,6,1,'check',0,0,0,591);
INSERT INTO "actions" VALUES(27,8,6,0,'check',0,0,0,592);
INSERT INTO "actions" VALUES(27,9,7,1,'bet',80,80,0,595);
INSERT INTO "actions" VALUES(27,10,7,0,'fold',0,0,0,596);
INSERT INTO "actions" VALUES(28,0,3,2,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(28,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(28,2,3,4,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(28,3,3,0,'raise',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,4,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(28,5,3,2,'fold',0,75000,0,NULL);
INSERT INTO "actions" VALUES(28,6,3,4,'call',250000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,7,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(28,8,4,4,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(28,9,4,0,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(28,10,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(28,11,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,12,5,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,13,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,14,6,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,15,7,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(28,16,7,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(29,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(29,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(29,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(29,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(29,4,3,2,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(29,5,3,3,'fold',0,75000,0,NULL);
INSERT INTO "actions" VALUES(30,0,3,2,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(30,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(30,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(30,3,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(30,4,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(30,5,3,2,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(30,6,4,0,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(30,7,4,2,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(30,8,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(30,9,5,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(30,10,6,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(30,11,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(30,12,6,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(30,13,7,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(30,14,7,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(30,15,7,2,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,0,3,4,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(31,1,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,2,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,3,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,4,3,3,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(31,5,3,4,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(31,6,4,3,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(31,7,4,4,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(31,8,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,9,5,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,10,5,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,11,6,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,12,6,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,13,6,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,14,7,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(31,15,7,3,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(31,16,7,4,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(32,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(32,1,3,4,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(32,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(32,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(32,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(32,5,3,3,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(32,6,4,4,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(32,7,4,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(33,0,3,3,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(33,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(33,2,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(33,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(33,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(33,5,3,3,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(33,6,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(33,7,4,3,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(33,8,4,0,'call',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(33,9,5,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(33,10,5,3,'call',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(33,11,6,0,'bet',500000,500000,0,NULL);
INSERT INTO "actions" VALUES(33,12,6,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(34,0,3,4,'bring_in',75000,75000,0,NULL);
INSERT INTO "actions" VALUES(34,1,3,0,'complete',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(34,2,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(34,3,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(34,4,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(34,5,3,4,'call',175000,250000,0,NULL);
INSERT INTO "actions" VALUES(34,6,4,0,'bet',250000,250000,0,NULL);
INSERT INTO "actions" VALUES(34,7,4,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,0,3,5,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(35,1,3,6,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,2,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,3,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,4,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,5,3,3,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(35,6,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(35,7,3,5,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(36,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(36,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(36,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(36,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(36,4,3,6,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(36,5,3,0,'raise',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,6,3,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,7,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(36,8,3,6,'raise',145000,225000,1,NULL);
INSERT INTO "actions" VALUES(36,9,3,0,'call',65000,225000,0,NULL);
INSERT INTO "actions" VALUES(36,10,3,1,'call',65000,225000,0,NULL);
INSERT INTO "actions" VALUES(36,11,4,1,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(36,12,4,0,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(36,13,4,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(36,14,5,1,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,15,5,0,'raise',320000,320000,0,NULL);
INSERT INTO "actions" VALUES(36,16,5,1,'call',160000,320000,0,NULL);
INSERT INTO "actions" VALUES(36,17,6,0,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,18,6,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,19,7,0,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(36,20,7,1,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(37,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(37,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,4,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,5,3,1,'call',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(37,6,4,1,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,7,4,2,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(37,8,4,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(37,9,5,2,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(37,10,5,1,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(37,11,5,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(38,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(38,1,3,3,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(38,2,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(38,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(38,4,3,0,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(38,5,3,1,'raise',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(38,6,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(38,7,3,0,'fold',0,80000,0,NULL);
INSERT INTO "actions" VALUES(39,0,3,3,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(39,1,3,4,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(39,2,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(39,3,3,0,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(39,4,3,1,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(39,5,3,2,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(39,6,3,3,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(39,7,4,0,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(39,8,4,1,'bet',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(39,9,4,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,0,3,2,'bring_in',20000,20000,0,NULL);
INSERT INTO "actions" VALUES(40,1,3,3,'complete',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(40,2,3,4,'call',80000,80000,0,NULL);
INSERT INTO "actions" VALUES(40,3,3,5,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,4,3,0,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,5,3,1,'fold',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,6,3,2,'fold',0,20000,0,NULL);
INSERT INTO "actions" VALUES(40,7,4,3,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,8,4,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,9,5,4,'check',0,0,0,NULL);
INSERT INTO "actions" VALUES(40,10,5,3,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(40,11,5,4,'call',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(40,12,6,3,'bet',160000,160000,0,NULL);
INSERT INTO "actions" VALUES(40,13,6,4,'call',155000,155000,1,NULL);
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
INSERT INTO "awards" VALUES(1,0,3,12,NULL,NULL,54);
INSERT INTO "awards" VALUES(2,0,5,77,NULL,NULL,130);
INSERT INTO "awards" VALUES(3,0,0,37,NULL,NULL,228);
INSERT INTO "awards" VALUES(3,1,2,36,NULL,NULL,229);
INSERT INTO "awards" VALUES(4,0,7,80,NULL,NULL,306);
INSERT INTO "awards" VALUES(5,0,2,40,NULL,NULL,401);
INSERT INTO "awards" VALUES(5,1,4,40,NULL,NULL,402);
INSERT INTO "awards" VALUES(6,0,4,61,NULL,NULL,486);
INSERT INTO "awards" VALUES(7,0,5,145,NULL,NULL,591);
INSERT INTO "awards" VALUES(8,0,4,220,NULL,NULL,72);
INSERT INTO "awards" VALUES(8,1,2,220,NULL,NULL,73);
INSERT INTO "awards" VALUES(9,0,0,331800,NULL,NULL,26);
INSERT INTO "awards" VALUES(10,0,1,16,NULL,NULL,14);
INSERT INTO "awards" VALUES(11,0,0,96,NULL,NULL,46);
INSERT INTO "awards" VALUES(12,0,0,176,NULL,NULL,77);
INSERT INTO "awards" VALUES(13,0,1,920,NULL,NULL,121);
INSERT INTO "awards" VALUES(14,0,1,328,NULL,NULL,168);
INSERT INTO "awards" VALUES(14,1,0,328,NULL,NULL,169);
INSERT INTO "awards" VALUES(15,0,1,96,NULL,NULL,209);
INSERT INTO "awards" VALUES(16,0,1,120,NULL,NULL,250);
INSERT INTO "awards" VALUES(17,0,0,256,NULL,NULL,282);
INSERT INTO "awards" VALUES(18,0,1,120,NULL,NULL,312);
INSERT INTO "awards" VALUES(19,0,1,40,NULL,NULL,341);
INSERT INTO "awards" VALUES(20,0,0,40,NULL,NULL,365);
INSERT INTO "awards" VALUES(21,0,0,336,NULL,NULL,405);
INSERT INTO "awards" VALUES(22,0,1,328,NULL,NULL,448);
INSERT INTO "awards" VALUES(22,1,1,328,NULL,NULL,449);
INSERT INTO "awards" VALUES(23,0,0,96,NULL,NULL,480);
INSERT INTO "awards" VALUES(24,0,0,96,NULL,NULL,505);
INSERT INTO "awards" VALUES(25,0,0,40,NULL,NULL,526);
INSERT INTO "awards" VALUES(26,0,0,176,NULL,NULL,558);
INSERT INTO "awards" VALUES(27,0,1,176,NULL,NULL,598);
INSERT INTO "awards" VALUES(28,0,0,2412500,0,NULL,NULL);
INSERT INTO "awards" VALUES(28,1,4,2412500,0,NULL,NULL);
INSERT INTO "awards" VALUES(29,0,2,400000,0,NULL,NULL);
INSERT INTO "awards" VALUES(30,0,0,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(30,1,2,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(31,0,3,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(31,1,4,2125000,0,NULL,NULL);
INSERT INTO "awards" VALUES(32,0,4,750000,0,NULL,NULL);
INSERT INTO "awards" VALUES(33,0,0,2250000,0,NULL,NULL);
INSERT INTO "awards" VALUES(34,0,0,750000,0,NULL,NULL);
INSERT INTO "awards" VALUES(35,0,3,180000,0,NULL,NULL);
INSERT INTO "awards" VALUES(36,0,0,1440000,1,NULL,NULL);
INSERT INTO "awards" VALUES(36,1,0,835000,0,NULL,NULL);
INSERT INTO "awards" VALUES(37,0,1,320000,0,NULL,NULL);
INSERT INTO "awards" VALUES(38,0,1,300000,0,NULL,NULL);
INSERT INTO "awards" VALUES(39,0,1,300000,0,NULL,NULL);
INSERT INTO "awards" VALUES(40,0,3,930000,0,NULL,NULL);
CREATE TABLE hand_texts (
        hand_id BIGINT PRIMARY KEY REFERENCES hands (id),
        text TEXT NOT NULL
    );
INSERT INTO "hand_texts" VALUES(1,'PokerStars Game #35874487284:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:22:32 ET
Table ''Dawn II'' 8-max
Seat 3: gashpor ($1.46 in chips)
Seat 4: denny501 ($0.93 in chips)
Seat 5: Hero ($1.60 in chips)
Seat 8: rdiezchang ($1.16 in chips)
gashpor: posts the ante $0.01
denny501: posts the ante $0.01
Hero: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to gashpor [Kc]
Dealt to denny501 [7c]
Dealt to Hero [5d Ks 2h]
Dealt to rdiezchang [3d]
Hero: brings in for $0.02
rdiezchang: calls $0.02
gashpor: calls $0.02
denny501: calls $0.02
*** 4th STREET ***
Dealt to gashpor [Kc] [4d]
Dealt to denny501 [7c] [Qh]
Dealt to Hero [5d Ks 2h] [9h]
Dealt to rdiezchang [3d] [7s]
Soroka69 joins the table at seat #7
gashpor: checks
poconoman is connected
denny501: checks
Hero: checks
rdiezchang: checks
*** 5th STREET ***
Dealt to gashpor [Kc 4d] [Qd]
Dealt to denny501 [7c Qh] [9s]
Dealt to Hero [5d Ks 2h 9h] [Js]
Dealt to rdiezchang [3d 7s] [Jh]
gashpor: checks
denny501: checks
Hero: checks
rdiezchang: checks
*** 6th STREET ***
Dealt to gashpor [Kc 4d Qd] [5s]
Dealt to denny501 [7c Qh 9s] [6s]
Dealt to Hero [5d Ks 2h 9h Js] [4c]
Dealt to rdiezchang [3d 7s Jh] [5c]
123smoothie joins the table at seat #2
gashpor: checks
denny501: checks
Hero: checks
rdiezchang: bets $0.08
gashpor: folds
denny501: folds
Hero: folds
Uncalled bet ($0.08) returned to rdiezchang
rdiezchang collected $0.12 from pot
rdiezchang: doesn''t show hand
*** SUMMARY ***
Total pot $0.12 | Rake $0
Seat 3: gashpor folded on the 6th Street
Seat 4: denny501 folded on the 6th Street
Seat 5: Hero folded on the 6th Street
Seat 8: rdiezchang collected ($0.12)
');
INSERT INTO "hand_texts" VALUES(2,'PokerStars Game #35874523510:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:23:32 ET
Table ''Dawn II'' 8-max
Seat 2: 123smoothie ($1.60 in chips)
Seat 3: gashpor ($1.43 in chips)
Seat 4: denny501 ($0.90 in chips)
Seat 5: Hero ($1.57 in chips)
Seat 7: Soroka69 ($1 in chips)
Seat 8: rdiezchang ($1.25 in chips)
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
denny501: posts the ante $0.01
Hero: posts the ante $0.01
Soroka69: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to 123smoothie [9h]
Dealt to gashpor [4s]
Dealt to denny501 [Qs]
Dealt to Hero [Qd Js Kc]
Dealt to Soroka69 [6s]
Dealt to rdiezchang [8d]
poconoman was removed from the table for failing to post
gashpor: brings in for $0.02
TomSludge joins the table at seat #6
denny501: calls $0.02
Hero: folds
Soroka69: calls $0.02
rdiezchang: calls $0.02
u.pressure joins the table at seat #1
123smoothie: calls $0.02
*** 4th STREET ***
Dealt to 123smoothie [9h] [Ah]
Dealt to gashpor [4s] [6h]
Dealt to denny501 [Qs] [4d]
Dealt to Soroka69 [6s] [3c]
Dealt to rdiezchang [8d] [Ac]
123smoothie: checks
gashpor: checks
denny501: checks
Soroka69: checks
rdiezchang: checks
*** 5th STREET ***
Dealt to 123smoothie [9h Ah] [5d]
Dealt to gashpor [4s 6h] [8h]
Dealt to denny501 [Qs 4d] [Tc]
Dealt to Soroka69 [6s 3c] [6c]
Dealt to rdiezchang [8d Ac] [8c]
rdiezchang: bets $0.08
123smoothie: calls $0.08
gashpor: calls $0.08
denny501: folds
Soroka69: folds
*** 6th STREET ***
Dealt to 123smoothie [9h Ah 5d] [4c]
Dealt to gashpor [4s 6h 8h] [Qh]
Dealt to rdiezchang [8d Ac 8c] [Jd]
rdiezchang: bets $0.08
123smoothie: calls $0.08
gashpor: calls $0.08
*** RIVER ***
rdiezchang: bets $0.08
123smoothie: calls $0.08
gashpor: folds
*** SHOW DOWN ***
rdiezchang: shows [Ad 5s 8d Ac 8c Jd Th] (HI: two pair, Aces and Eights)
123smoothie: mucks hand
rdiezchang collected $0.77 from pot
No low hand qualified
*** SUMMARY ***
Total pot $0.80 | Rake $0.03
Seat 2: 123smoothie mucked [9c Jc 9h Ah 5d 4c Qc]
Seat 3: gashpor folded on the River
Seat 4: denny501 folded on the 5th Street
Seat 5: Hero folded on the 3rd Street (didn''t bet)
Seat 7: Soroka69 folded on the 5th Street
Seat 8: rdiezchang showed [Ad 5s 8d Ac 8c Jd Th] and won ($0.77) with HI: two pair, Aces and Eights
');
INSERT INTO "hand_texts" VALUES(3,'PokerStars Game #35874576282:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:24:59 ET
Table ''Dawn II'' 8-max
Seat 1: u.pressure ($11 in chips)
Seat 2: 123smoothie ($1.33 in chips)
Seat 3: gashpor ($1.24 in chips)
Seat 4: denny501 ($0.87 in chips)
Seat 5: Hero ($1.56 in chips)
Seat 6: TomSludge ($1.60 in chips)
Seat 7: Soroka69 ($0.97 in chips)
Seat 8: rdiezchang ($1.75 in chips)
u.pressure: posts the ante $0.01
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
denny501: posts the ante $0.01
Hero: posts the ante $0.01
TomSludge: posts the ante $0.01
Soroka69: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to u.pressure [Qs]
Dealt to 123smoothie [4h]
Dealt to gashpor [4c]
Dealt to denny501 [8s]
Dealt to Hero [Ah Kd 8d]
Dealt to TomSludge [Ks]
Dealt to Soroka69 [3h]
Dealt to rdiezchang [5s]
Soroka69: brings in for $0.02
rdiezchang: calls $0.02
u.pressure: calls $0.02
123smoothie: calls $0.02
gashpor: calls $0.02
denny501: folds
Hero: calls $0.02
TomSludge: folds
*** 4th STREET ***
Dealt to u.pressure [Qs] [Td]
Dealt to 123smoothie [4h] [9d]
Dealt to gashpor [4c] [Jc]
Dealt to Hero [Ah Kd 8d] [Kc]
Dealt to Soroka69 [3h] [Ad]
Dealt to rdiezchang [5s] [7c]
Soroka69: checks
rdiezchang: checks
u.pressure: checks
123smoothie: checks
gashpor: checks
Hero: checks
*** 5th STREET ***
Dealt to u.pressure [Qs Td] [Jh]
Dealt to 123smoothie [4h 9d] [2c]
Dealt to gashpor [4c Jc] [5h]
Dealt to Hero [Ah Kd 8d Kc] [2d]
Dealt to Soroka69 [3h Ad] [Qd]
Dealt to rdiezchang [5s 7c] [4d]
Soroka69: checks
rdiezchang: checks
u.pressure: checks
123smoothie: checks
gashpor: bets $0.08
Hero: folds
Soroka69: calls $0.08
rdiezchang: calls $0.08
u.pressure: calls $0.08
123smoothie: folds
*** 6th STREET ***
Dealt to u.pressure [Qs Td Jh] [6d]
Dealt to gashpor [4c Jc 5h] [7s]
Dealt to Soroka69 [3h Ad Qd] [9s]
Dealt to rdiezchang [5s 7c 4d] [Th]
Soroka69: checks
rdiezchang: checks
u.pressure: checks
gashpor: checks
*** RIVER ***
Soroka69: checks
rdiezchang: checks
u.pressure: checks
gashpor: bets $0.08
Soroka69: folds
rdiezchang: calls $0.08
u.pressure: calls $0.08
*** SHOW DOWN ***
gashpor: shows [7h 2h 4c Jc 5h 7s 8c] (HI: a pair of Sevens; LO: 8,7,5,4,2)
rdiezchang: shows [As Qh 5s 7c 4d Th Ac] (HI: a pair of Aces)
u.pressure: shows [Qc Kh Qs Td Jh 6d 6s] (HI: two pair, Queens and Sixes)
u.pressure collected $0.37 from pot
gashpor collected $0.36 from pot
*** SUMMARY ***
Total pot $0.76 | Rake $0.03
Seat 1: u.pressure showed [Qc Kh Qs Td Jh 6d 6s] and won ($0.37) with HI: two pair, Queens and Sixes
Seat 2: 123smoothie folded on the 5th Street
Seat 3: gashpor showed [7h 2h 4c Jc 5h 7s 8c] and won ($0.36) with HI: a pair of Sevens; LO: 8,7,5,4,2
Seat 4: denny501 folded on the 3rd Street (didn''t bet)
Seat 5: Hero folded on the 5th Street
Seat 6: TomSludge folded on the 3rd Street (didn''t bet)
Seat 7: Soroka69 folded on the River
Seat 8: rdiezchang showed [As Qh 5s 7c 4d Th Ac] and lost with HI: a pair of Aces
');
INSERT INTO "hand_texts" VALUES(4,'PokerStars Game #35874635170:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:26:37 ET
Table ''Dawn II'' 8-max
Seat 1: u.pressure ($11.18 in chips)
Seat 2: 123smoothie ($1.30 in chips)
Seat 3: gashpor ($1.41 in chips)
Seat 4: denny501 ($0.86 in chips)
Seat 5: Hero ($1.53 in chips)
Seat 6: TomSludge ($1.59 in chips)
Seat 7: Soroka69 ($0.86 in chips)
Seat 8: rdiezchang ($1.56 in chips)
u.pressure: posts the ante $0.01
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
denny501: posts the ante $0.01
Hero: posts the ante $0.01
TomSludge: posts the ante $0.01
Soroka69: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to u.pressure [8c]
Dealt to 123smoothie [2c]
Dealt to gashpor [Qd]
Dealt to denny501 [9d]
Dealt to Hero [Ts 5c Js]
Dealt to TomSludge [3h]
Dealt to Soroka69 [7s]
Dealt to rdiezchang [6c]
123smoothie: brings in for $0.02
gashpor: folds
denny501: calls $0.02
Hero: folds
TomSludge: folds
Soroka69: calls $0.02
rdiezchang: calls $0.02
u.pressure: folds
*** 4th STREET ***
Dealt to 123smoothie [2c] [8d]
Dealt to denny501 [9d] [3d]
Dealt to Soroka69 [7s] [Th]
Dealt to rdiezchang [6c] [Ac]
rdiezchang: bets $0.04
123smoothie: calls $0.04
denny501: calls $0.04
Soroka69: folds
*** 5th STREET ***
Dealt to 123smoothie [2c 8d] [3c]
Dealt to denny501 [9d 3d] [As]
Dealt to rdiezchang [6c Ac] [6s]
rdiezchang: bets $0.08
123smoothie: calls $0.08
denny501: calls $0.08
*** 6th STREET ***
Dealt to 123smoothie [2c 8d 3c] [3s]
Dealt to denny501 [9d 3d As] [Kc]
Dealt to rdiezchang [6c Ac 6s] [Qc]
rdiezchang: bets $0.08
123smoothie: calls $0.08
denny501: folds
*** RIVER ***
rdiezchang: bets $0.08
123smoothie: calls $0.08
*** SHOW DOWN ***
rdiezchang: shows [8s 7c 6c Ac 6s Qc Qs] (HI: two pair, Queens and Sixes)
123smoothie: mucks hand
rdiezchang collected $0.80 from pot
No low hand qualified
*** SUMMARY ***
Total pot $0.84 | Rake $0.04
Seat 1: u.pressure folded on the 3rd Street (didn''t bet)
Seat 2: 123smoothie mucked [2d 7d 2c 8d 3c 3s Tc]
Seat 3: gashpor folded on the 3rd Street (didn''t bet)
Seat 4: denny501 folded on the 6th Street
Seat 5: Hero folded on the 3rd Street (didn''t bet)
Seat 6: TomSludge folded on the 3rd Street (didn''t bet)
Seat 7: Soroka69 folded on the 4th Street
Seat 8: rdiezchang showed [8s 7c 6c Ac 6s Qc Qs] and won ($0.80) with HI: two pair, Queens and Sixes
');
INSERT INTO "hand_texts" VALUES(5,'PokerStars Game #35874676388:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:27:46 ET
Table ''Dawn II'' 8-max
Seat 1: u.pressure ($11.17 in chips)
Seat 2: 123smoothie ($0.99 in chips)
Seat 3: gashpor ($1.40 in chips)
Seat 4: denny501 ($0.71 in chips)
Seat 5: Hero ($1.52 in chips)
Seat 6: TomSludge ($1.58 in chips)
Seat 7: Soroka69 ($0.83 in chips)
Seat 8: rdiezchang ($2.05 in chips)
u.pressure: posts the ante $0.01
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
denny501: posts the ante $0.01
Hero: posts the ante $0.01
TomSludge: posts the ante $0.01
Soroka69: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to u.pressure [Td]
Dealt to 123smoothie [4c]
Dealt to gashpor [5d]
Dealt to denny501 [2c]
Dealt to Hero [7c 3s 5h]
Dealt to TomSludge [8s]
Dealt to Soroka69 [7d]
Dealt to rdiezchang [Ad]
denny501: brings in for $0.02
Hero: calls $0.02
TomSludge: folds
Soroka69: calls $0.02
rdiezchang: calls $0.02
u.pressure: folds
123smoothie: calls $0.02
gashpor: calls $0.02
*** 4th STREET ***
Dealt to 123smoothie [4c] [3c]
Dealt to gashpor [5d] [Qd]
Dealt to denny501 [2c] [7s]
Dealt to Hero [7c 3s 5h] [Qc]
Dealt to Soroka69 [7d] [5s]
Dealt to rdiezchang [Ad] [Js]
rdiezchang: checks
123smoothie: checks
gashpor: checks
denny501: folds
denny501 leaves the table
Hero: checks
Soroka69: checks
*** 5th STREET ***
Dealt to 123smoothie [4c 3c] [9s]
Dealt to gashpor [5d Qd] [Jd]
Dealt to Hero [7c 3s 5h Qc] [Kc]
Dealt to Soroka69 [7d 5s] [5c]
Dealt to rdiezchang [Ad Js] [Ts]
LainaRahat joins the table at seat #4
Soroka69: checks
rdiezchang: checks
123smoothie: checks
gashpor: bets $0.08
Hero: calls $0.08
Soroka69: calls $0.08
rdiezchang: folds
123smoothie: folds
*** 6th STREET ***
Dealt to gashpor [5d Qd Jd] [9d]
Dealt to Hero [7c 3s 5h Qc Kc] [6d]
Dealt to Soroka69 [7d 5s 5c] [2s]
Soroka69: checks
gashpor: bets $0.08
Hero: calls $0.08
Soroka69: calls $0.08
*** RIVER ***
Dealt to Hero [7c 3s 5h Qc Kc 6d] [4d]
Soroka69: checks
gashpor: bets $0.08
Hero: calls $0.08
Soroka69: folds
*** SHOW DOWN ***
gashpor: shows [4h 3d 5d Qd Jd 9d 6h] (HI: a flush, Queen high)
Hero: shows [7c 3s 5h Qc Kc 6d 4d] (HI: a straight, Three to Seven; LO: 7,6,5,4,3)
gashpor collected $0.40 from pot
Hero collected $0.40 from pot
*** SUMMARY ***
Total pot $0.84 | Rake $0.04
Seat 1: u.pressure folded on the 3rd Street (didn''t bet)
Seat 2: 123smoothie folded on the 5th Street
Seat 3: gashpor showed [4h 3d 5d Qd Jd 9d 6h] and won ($0.40) with HI: a flush, Queen high
Seat 4: denny501 folded on the 4th Street
Seat 5: Hero showed [7c 3s 5h Qc Kc 6d 4d] and won ($0.40) with HI: a straight, Three to Seven; LO: 7,6,5,4,3
Seat 6: TomSludge folded on the 3rd Street (didn''t bet)
Seat 7: Soroka69 folded on the River
Seat 8: rdiezchang folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(6,'PokerStars Game #35874733203:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:29:22 ET
Table ''Dawn II'' 8-max
Seat 1: u.pressure ($11.16 in chips)
Seat 2: 123smoothie ($0.96 in chips)
Seat 3: gashpor ($1.53 in chips)
Seat 4: LainaRahat ($2 in chips)
Seat 5: Hero ($1.65 in chips)
Seat 6: TomSludge ($1.57 in chips)
Seat 7: Soroka69 ($0.64 in chips)
Seat 8: rdiezchang ($2.02 in chips)
u.pressure: posts the ante $0.01
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
LainaRahat: posts the ante $0.01
Hero: posts the ante $0.01
TomSludge: posts the ante $0.01
Soroka69: posts the ante $0.01
rdiezchang: posts the ante $0.01
*** 3rd STREET ***
Dealt to u.pressure [Js]
Dealt to 123smoothie [Kc]
Dealt to gashpor [Kd]
Dealt to LainaRahat [Ts]
Dealt to Hero [Qd Ad 2s]
Dealt to TomSludge [4h]
Dealt to Soroka69 [3c]
Dealt to rdiezchang [3h]
Hero: brings in for $0.02
TomSludge: folds
Soroka69: calls $0.02
rdiezchang: folds
u.pressure: folds
123smoothie: calls $0.02
gashpor: folds
LainaRahat: calls $0.02
*** 4th STREET ***
Dealt to 123smoothie [Kc] [7d]
Dealt to LainaRahat [Ts] [4c]
Dealt to Hero [Qd Ad 2s] [As]
Dealt to Soroka69 [3c] [Qc]
rdiezchang leaves the table
Hero: bets $0.04
Soroka69: raises $0.04 to $0.08
geo_441 joins the table at seat #8
123smoothie: folds
LainaRahat: calls $0.08
Hero: calls $0.04
*** 5th STREET ***
Dealt to LainaRahat [Ts 4c] [Ks]
Dealt to Hero [Qd Ad 2s As] [2h]
Dealt to Soroka69 [3c Qc] [6h]
Hero: checks
Soroka69: bets $0.08
LainaRahat: calls $0.08
Hero: calls $0.08
*** 6th STREET ***
Dealt to LainaRahat [Ts 4c Ks] [Tc]
Dealt to Hero [Qd Ad 2s As 2h] [8d]
Dealt to Soroka69 [3c Qc 6h] [7h]
LainaRahat: checks
Hero: checks
Soroka69: checks
*** RIVER ***
Dealt to Hero [Qd Ad 2s As 2h 8d] [6c]
LainaRahat: checks
Hero: checks
Soroka69: checks
*** SHOW DOWN ***
LainaRahat: shows [Ac 3s Ts 4c Ks Tc Kh] (HI: two pair, Kings and Tens)
Hero: shows [Qd Ad 2s As 2h 8d 6c] (HI: two pair, Aces and Deuces)
Soroka69: mucks hand
Hero collected $0.61 from pot
No low hand qualified
*** SUMMARY ***
Total pot $0.64 | Rake $0.03
Seat 1: u.pressure folded on the 3rd Street (didn''t bet)
Seat 2: 123smoothie folded on the 4th Street
Seat 3: gashpor folded on the 3rd Street (didn''t bet)
Seat 4: LainaRahat showed [Ac 3s Ts 4c Ks Tc Kh] and lost with HI: two pair, Kings and Tens
Seat 5: Hero showed [Qd Ad 2s As 2h 8d 6c] and won ($0.61) with HI: two pair, Aces and Deuces
Seat 6: TomSludge folded on the 3rd Street (didn''t bet)
Seat 7: Soroka69 mucked [2d Qh 3c Qc 6h 7h Jd]
Seat 8: rdiezchang folded on the 3rd Street (didn''t bet)
');
INSERT INTO "hand_texts" VALUES(7,'PokerStars Game #35874789183:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 10:30:56 ET
Table ''Dawn II'' 8-max
Seat 1: u.pressure ($11.15 in chips)
Seat 2: 123smoothie ($0.93 in chips)
Seat 3: gashpor ($1.52 in chips)
Seat 4: LainaRahat ($1.81 in chips)
Seat 5: Hero ($2.07 in chips)
Seat 6: TomSludge ($1.56 in chips)
Seat 7: Soroka69 ($0.45 in chips)
Seat 8: geo_441 ($1.60 in chips)
u.pressure: posts the ante $0.01
123smoothie: posts the ante $0.01
gashpor: posts the ante $0.01
LainaRahat: posts the ante $0.01
Hero: posts the ante $0.01
TomSludge: posts the ante $0.01
Soroka69: posts the ante $0.01
geo_441: posts the ante $0.01
*** 3rd STREET ***
Dealt to u.pressure [5c]
Dealt to 123smoothie [8c]
Dealt to gashpor [5s]
Dealt to LainaRahat [2c]
Dealt to Hero [8d Qs Kc]
Dealt to TomSludge [As]
Dealt to Soroka69 [Tc]
Dealt to geo_441 [4d]
LainaRahat: brings in for $0.02
Hero: folds
TomSludge: calls $0.02
Soroka69: calls $0.02
geo_441: calls $0.02
u.pressure: folds
123smoothie: calls $0.02
gashpor: calls $0.02
*** 4th STREET ***
Dealt to 123smoothie [8c] [9d]
Dealt to gashpor [5s] [5d]
Dealt to LainaRahat [2c] [2d]
Dealt to TomSludge [As] [8h]
Dealt to Soroka69 [Tc] [2h]
Dealt to geo_441 [4d] [3s]
gashpor: checks
LainaRahat: checks
TomSludge: bets $0.04
Soroka69: calls $0.04
geo_441: calls $0.04
123smoothie: calls $0.04
gashpor: calls $0.04
LainaRahat: folds
*** 5th STREET ***
Dealt to 123smoothie [8c 9d] [Jd]
Dealt to gashpor [5s 5d] [Td]
Dealt to TomSludge [As 8h] [Js]
Dealt to Soroka69 [Tc 2h] [Qc]
Dealt to geo_441 [4d 3s] [7c]
gashpor: checks
TomSludge: checks
Soroka69: bets $0.08
geo_441: calls $0.08
123smoothie: calls $0.08
gashpor: calls $0.08
TomSludge: calls $0.08
*** 6th STREET ***
Dealt to 123smoothie [8c 9d Jd] [3c]
Dealt to gashpor [5s 5d Td] [9h]
Dealt to TomSludge [As 8h Js] [6c]
Dealt to Soroka69 [Tc 2h Qc] [5h]
Dealt to geo_441 [4d 3s 7c] [Jh]
gashpor: checks
TomSludge: checks
Soroka69: bets $0.08
geo_441: calls $0.08
123smoothie: calls $0.08
gashpor: calls $0.08
TomSludge: calls $0.08
*** RIVER ***
gashpor: checks
TomSludge: checks
Soroka69: checks
geo_441: checks
123smoothie: bets $0.08
gashpor: calls $0.08
TomSludge: calls $0.08
Soroka69: calls $0.08
geo_441: folds
*** SHOW DOWN ***
123smoothie: shows [Qd Ks 8c 9d Jd 3c 9c] (HI: a pair of Nines)
gashpor: shows [4c Th 5s 5d Td 9h Ad] (HI: two pair, Tens and Fives)
TomSludge: shows [7s Ah As 8h Js 6c Jc] (HI: two pair, Aces and Jacks)
Soroka69: mucks hand
TomSludge collected $1.45 from pot
No low hand qualified
*** SUMMARY ***
Total pot $1.52 | Rake $0.07
Seat 1: u.pressure folded on the 3rd Street (didn''t bet)
Seat 2: 123smoothie showed [Qd Ks 8c 9d Jd 3c 9c] and lost with HI: a pair of Nines
Seat 3: gashpor showed [4c Th 5s 5d Td 9h Ad] and lost with HI: two pair, Tens and Fives
Seat 4: LainaRahat folded on the 4th Street
Seat 5: Hero folded on the 3rd Street (didn''t bet)
Seat 6: TomSludge showed [7s Ah As 8h Js 6c Jc] and won ($1.45) with HI: two pair, Aces and Jacks
Seat 7: Soroka69 mucked [Qh Ts Tc 2h Qc 5h 6s]
Seat 8: geo_441 folded on the River
');
INSERT INTO "hand_texts" VALUES(8,'PokerStars Game #29356803849: TOURNAMENT #169962475, $10+$1 7 CARD STUD HI/LO LIMIT - LEVEL I (25/50) - 2009/06/14 11:45:00 ET
Table ''169962475 2'' 8-max
Seat 1: Player0 (2500 in chips)
Seat 2: Player1 (2500 in chips)
Seat 3: Player2 (2500 in chips)
Seat 4: Player3 (2500 in chips)
Seat 5: Player4 (2500 in chips)
Seat 6: Player5 (2500 in chips)
Seat 7: Player6 (2500 in chips) is sitting out
Seat 8: Hero (2500 in chips)
Player0: posts the ante 5
Player1: posts the ante 5
Player2: posts the ante 5
Player3: posts the ante 5
Player4: posts the ante 5
Player5: posts the ante 5
Player6: posts the ante 5
Hero: posts the ante 5
*** 3rd STREET ***
Dealt to Player0 [Kc]
Dealt to Player1 [6c]
Dealt to Player2 [Ah]
Dealt to Player3 [Td]
Dealt to Player4 [9h]
Dealt to Player5 [2h]
Dealt to Player6 [Ac]
Dealt to Hero [9s 5d 5s]
Player5: brings in for 10
Player6: folds
Hero: folds
Player0: folds
Player1: calls 10
Player2: calls 10
Player3: calls 10
Player4: calls 10
*** 4th STREET ***
Dealt to Player1 [6c] [Qd]
Dealt to Player2 [Ah] [6h]
Dealt to Player3 [Td] [4h]
Dealt to Player4 [9h] [Jh]
Dealt to Player5 [2h] [2d]
Player5: bets 25
Player1: calls 25
Player2: calls 25
Player3: folds
Player4: calls 25
*** 5th STREET ***
Dealt to Player1 [6c Qd] [4c]
Dealt to Player2 [Ah 6h] [Ks]
Dealt to Player4 [9h Jh] [8c]
Dealt to Player5 [2h 2d] [Tc]
Player5: checks
Player1: checks
Player2: checks
Player4: checks
*** 6th STREET ***
Dealt to Player1 [6c Qd 4c] [Js]
Dealt to Player2 [Ah 6h Ks] [7h]
Dealt to Player4 [9h Jh 8c] [8s]
Dealt to Player5 [2h 2d Tc] [5h]
Player4: bets 50
Player5: calls 50
Player1: folds
Player2: calls 50
*** RIVER ***
Player4: bets 50
Player5: folds
Player2: calls 50
*** SHOW DOWN ***
Player4: shows [9c 3d 9h Jh 8c 8s As] (HI: two pair, Nines and Eights)
Player2: shows [3s Jc Ah 6h Ks 7h 5c] (HI: high card Ace; LO: 7,6,5,3,A)
Player4 collected 220 from pot
Player2 collected 220 from pot
*** SUMMARY ***
Total pot 440 | Rake 0
Seat 1: Player0 folded on the 3rd Street (didn''t bet)
Seat 2: Player1 folded on the 6th Street
Seat 3: Player2 showed [3s Jc Ah 6h Ks 7h 5c] and won (220) with HI: high card Ace; LO: 7,6,5,3,A
Seat 4: Player3 folded on the 4th Street
Seat 5: Player4 showed [9c 3d 9h Jh 8c 8s As] and won (220) with HI: two pair, Nines and Eights
Seat 6: Player5 folded on the River
Seat 7: Player6 folded on the 3rd Street (didn''t bet)
Seat 8: Hero folded on the 3rd Street (didn''t bet)
');
INSERT INTO "hand_texts" VALUES(9,'PokerStars Hand #164954571644:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - 2017/01/21 16:58:03 ET
Table ''Educatio'' 6-max
Seat 1: Hero ($51125.64 in chips)
Seat 3: Player0 ($36765.21 in chips)
Hero: posts the ante $60
Player0: posts the ante $60
*** 3rd STREET ***
Dealt to Hero [7s 7c Ah]
Dealt to Player0 [Ts]
Player0: brings in for $120
Hero: raises $280 to $400
Player0: raises $400 to $800
Hero: raises $400 to $1200
Player0: calls $400
*** 4th STREET ***
Dealt to Hero [7s 7c Ah] [Jh]
Dealt to Player0 [Ts] [4s]
Hero: bets $400
Player0: calls $400
*** 5th STREET ***
Dealt to Hero [7s 7c Ah Jh] [Jd]
Dealt to Player0 [Ts 4s] [9d]
Hero: bets $800
Player0: folds
Uncalled bet ($800) returned to Hero
Hero collected $3318 from pot
Hero: doesn''t show hand
*** SUMMARY ***
Total pot $3320 | Rake $2
Seat 1: Hero collected ($3318)
Seat 3: Player0 folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(10,'PokerStars Home Game Hand #99632542467: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:20:15 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (1003 in chips)
Seat 2: Hero (1997 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [9s]
Dealt to Hero [8d Ts 2h]
Player0 said, "lol"
Hero: bets 40
Player0: folds
Uncalled bet (40) returned to Hero
Hero collected 16 from pot
*** SUMMARY ***
Total pot 16 | Rake 0
Seat 1: Player0 folded on the 3rd Street (didn''t bet)
Seat 2: Hero collected (16)
');
INSERT INTO "hand_texts" VALUES(11,'PokerStars Home Game Hand #99632546700: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:20:31 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (995 in chips)
Seat 2: Hero (2005 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [8c]
Dealt to Hero [7s 8s 3s]
Hero said, "like i have any fking clue how to play tis game"
Player0 said, "lol"
Hero said, "at least it''s not badugi i suppose"
Hero: bets 40
Player0: calls 40
*** 4th STREET ***
Dealt to Player0 [8c] [Ac]
Dealt to Hero [7s 8s 3s] [Tc]
Player0: checks
Hero: checks
*** 5th STREET ***
Dealt to Player0 [8c Ac] [Jd]
Dealt to Hero [7s 8s 3s Tc] [Qs]
Player0: bets 80
Hero: folds
Uncalled bet (80) returned to Player0
Player0 collected 96 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 96 | Rake 0
Seat 1: Player0 collected (96)
Seat 2: Hero folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(12,'PokerStars Home Game Hand #99632554838: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:21:04 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (1043 in chips)
Seat 2: Hero (1957 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Th]
Dealt to Hero [9c Jc 4h]
Hero: brings in for 12
Player0: raises 28 to 40
Hero: calls 28
*** 4th STREET ***
Dealt to Player0 [Th] [Ts]
Dealt to Hero [9c Jc 4h] [2d]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [Th Ts] [Ad]
Dealt to Hero [9c Jc 4h 2d] [Td]
Player0: bets 80
Hero: folds
Uncalled bet (80) returned to Player0
Player0 collected 176 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 176 | Rake 0
Seat 1: Player0 collected (176)
Seat 2: Hero folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(13,'PokerStars Home Game Hand #99632561862: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:21:31 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (1131 in chips)
Seat 2: Hero (1869 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [9d]
Dealt to Hero [6h 5s 6c]
Hero: brings in for 12
Player0: calls 12
*** 4th STREET ***
Dealt to Player0 [9d] [9c]
Dealt to Hero [6h 5s 6c] [2s]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [9d 9c] [Ac]
Dealt to Hero [6h 5s 6c 2s] [2h]
Player0: bets 80
Hero: raises 80 to 160
Player0: calls 80
*** 6th STREET ***
Dealt to Player0 [9d 9c Ac] [3h]
Dealt to Hero [6h 5s 6c 2s 2h] [9s]
Player0: checks
Hero: bets 80
Player0: calls 80
*** RIVER ***
Dealt to Hero [6h 5s 6c 2s 2h 9s] [6d]
Player0: bets 80
Hero: raises 80 to 160
Player0: calls 80
*** SHOW DOWN ***
Hero: shows [6h 5s 6c 2s 2h 9s 6d] (HI: a full house, Sixes full of Deuces)
Player0: mucks hand
Hero collected 920 from pot
No low hand qualified
*** SUMMARY ***
Total pot 920 | Rake 0
Seat 1: Player0 mucked [4h Jh 9d 9c Ac 3h 8s]
Seat 2: Hero showed [6h 5s 6c 2s 2h 9s 6d] and won (920) with HI: a full house, Sixes full of Deuces
');
INSERT INTO "hand_texts" VALUES(14,'PokerStars Home Game Hand #99632574289: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:22:21 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (671 in chips)
Seat 2: Hero (2329 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Ah]
Dealt to Hero [6c As 8s]
Player0 said, "i forot 9 wasnt low"
Player0 said, "****"
Hero said, "jajajajaja"
Hero: bets 40
Player0: raises 40 to 80
Hero: calls 40
*** 4th STREET ***
Dealt to Player0 [Ah] [9s]
Dealt to Hero [6c As 8s] [4s]
Player0: bets 40
Hero: raises 40 to 80
Player0: calls 40
*** 5th STREET ***
Dealt to Player0 [Ah 9s] [2c]
Dealt to Hero [6c As 8s 4s] [5c]
Player0: checks
Hero: bets 80
Player0: calls 80
*** 6th STREET ***
Dealt to Player0 [Ah 9s 2c] [6d]
Dealt to Hero [6c As 8s 4s 5c] [Jh]
Player0: checks
Hero: checks
*** RIVER ***
Dealt to Hero [6c As 8s 4s 5c Jh] [8h]
Player0: bets 80
Hero: calls 80
*** SHOW DOWN ***
Player0: shows [4d 3c Ah 9s 2c 6d 8c] (HI: high card Ace; LO: 6,4,3,2,A)
Hero: shows [6c As 8s 4s 5c Jh 8h] (HI: a pair of Eights; LO: 8,6,5,4,A)
Hero collected 328 from pot
Player0 collected 328 from pot
*** SUMMARY ***
Total pot 656 | Rake 0
Seat 1: Player0 showed [4d 3c Ah 9s 2c 6d 8c] and won (328) with HI: high card Ace; LO: 6,4,3,2,A
Seat 2: Hero showed [6c As 8s 4s 5c Jh 8h] and won (328) with HI: a pair of Eights; LO: 8,6,5,4,A
');
INSERT INTO "hand_texts" VALUES(15,'PokerStars Home Game Hand #99632586956: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:23:13 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (671 in chips)
Seat 2: Hero (2329 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [5c]
Dealt to Hero [9s Js Td]
Player0: bets 40
Hero: calls 40
*** 4th STREET ***
Dealt to Player0 [5c] [3c]
Dealt to Hero [9s Js Td] [Tc]
Hero: checks
Player0: checks
*** 5th STREET ***
Dealt to Player0 [5c 3c] [2d]
Dealt to Hero [9s Js Td Tc] [Ac]
Hero: checks
Player0: checks
*** 6th STREET ***
Dealt to Player0 [5c 3c 2d] [Ts]
Dealt to Hero [9s Js Td Tc Ac] [7s]
Hero: checks
Player0: checks
*** RIVER ***
Dealt to Hero [9s Js Td Tc Ac 7s] [Kh]
Hero: checks
Player0: checks
*** SHOW DOWN ***
Hero: shows [9s Js Td Tc Ac 7s Kh] (HI: a pair of Tens)
Player0: mucks hand
Hero collected 96 from pot
No low hand qualified
*** SUMMARY ***
Total pot 96 | Rake 0
Seat 1: Player0 mucked [5s Jh 5c 3c 2d Ts Ks]
Seat 2: Hero showed [9s Js Td Tc Ac 7s Kh] and won (96) with HI: a pair of Tens
');
INSERT INTO "hand_texts" VALUES(16,'PokerStars Home Game Hand #99632597104: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:23:53 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (623 in chips)
Seat 2: Hero (2377 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Jh]
Dealt to Hero [Td 3h Ks]
Player0: brings in for 12
Hero: calls 12
*** 4th STREET ***
Dealt to Player0 [Jh] [Ac]
Dealt to Hero [Td 3h Ks] [Qd]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [Jh Ac] [2s]
Dealt to Hero [Td 3h Ks Qd] [4c]
Player0: checks
Hero: checks
*** 6th STREET ***
Dealt to Player0 [Jh Ac 2s] [7c]
Dealt to Hero [Td 3h Ks Qd 4c] [As]
Hero: checks
Player0: checks
*** RIVER ***
Dealt to Hero [Td 3h Ks Qd 4c As] [Tc]
Hero: checks
Player0: checks
*** SHOW DOWN ***
Hero: shows [Td 3h Ks Qd 4c As Tc] (HI: a pair of Tens)
Player0: mucks hand
Hero collected 120 from pot
No low hand qualified
*** SUMMARY ***
Total pot 120 | Rake 0
Seat 1: Player0 mucked [6d Qs Jh Ac 2s 7c 2c]
Seat 2: Hero showed [Td 3h Ks Qd 4c As Tc] and won (120) with HI: a pair of Tens
');
INSERT INTO "hand_texts" VALUES(17,'PokerStars Home Game Hand #99632607069: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:24:34 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (563 in chips)
Seat 2: Hero (2437 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [3d]
Dealt to Hero [Kh 3s Td]
Player0: bets 40
Hero: calls 40
*** 4th STREET ***
Dealt to Player0 [3d] [2d]
Dealt to Hero [Kh 3s Td] [Qh]
Hero: bets 40
Player0: raises 40 to 80
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [3d 2d] [5s]
Dealt to Hero [Kh 3s Td Qh] [5c]
Hero: checks
Player0: bets 80
Hero: folds
Uncalled bet (80) returned to Player0
Player0 collected 256 from pot
Player0: shows [Ad Ah 3d 2d 5s] (HI: a pair of Aces)
*** SUMMARY ***
Total pot 256 | Rake 0
Seat 1: Player0 collected (256)
Seat 2: Hero folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(18,'PokerStars Home Game Hand #99632613652: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:25:00 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (691 in chips)
Seat 2: Hero (2309 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [5h]
Dealt to Hero [8d 7h 4d]
Hero: brings in for 12
Player0: calls 12
*** 4th STREET ***
Dealt to Player0 [5h] [4h]
Dealt to Hero [8d 7h 4d] [6c]
Hero: bets 40
Player0: calls 40
*** 5th STREET ***
Dealt to Player0 [5h 4h] [3s]
Dealt to Hero [8d 7h 4d 6c] [2s]
Hero: bets 80
Player0: folds
Uncalled bet (80) returned to Hero
Hero collected 120 from pot
*** SUMMARY ***
Total pot 120 | Rake 0
Seat 1: Player0 folded on the 5th Street
Seat 2: Hero collected (120)
');
INSERT INTO "hand_texts" VALUES(19,'PokerStars Home Game Hand #99632621936: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:25:33 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (631 in chips)
Seat 2: Hero (2369 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Jd]
Dealt to Hero [9d 3h Qd]
Player0: brings in for 12
Hero: calls 12
*** 4th STREET ***
Dealt to Player0 [Jd] [2c]
Dealt to Hero [9d 3h Qd] [Kc]
Hero: checks
Player0: checks
*** 5th STREET ***
Dealt to Player0 [Jd 2c] [7d]
Dealt to Hero [9d 3h Qd Kc] [Jc]
Hero: bets 80
Player0: folds
Uncalled bet (80) returned to Hero
Hero collected 40 from pot
*** SUMMARY ***
Total pot 40 | Rake 0
Seat 1: Player0 folded on the 5th Street
Seat 2: Hero collected (40)
');
INSERT INTO "hand_texts" VALUES(20,'PokerStars Home Game Hand #99632627755: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:25:57 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (611 in chips)
Seat 2: Hero (2389 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [8s]
Dealt to Hero [Jh 5d 8h]
Hero: brings in for 12
Player0: calls 12
*** 4th STREET ***
Dealt to Player0 [8s] [Ks]
Dealt to Hero [Jh 5d 8h] [2s]
Player0: bets 40
Hero: folds
Uncalled bet (40) returned to Player0
Player0 collected 40 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 40 | Rake 0
Seat 1: Player0 collected (40)
Seat 2: Hero folded on the 4th Street
');
INSERT INTO "hand_texts" VALUES(21,'PokerStars Home Game Hand #99632632938: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:26:17 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (631 in chips)
Seat 2: Hero (2369 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Qc]
Dealt to Hero [3d 8c 9d]
Hero: brings in for 12
Player0: raises 28 to 40
Hero: calls 28
*** 4th STREET ***
Dealt to Player0 [Qc] [3c]
Dealt to Hero [3d 8c 9d] [Kd]
Hero: bets 40
Player0: calls 40
*** 5th STREET ***
Dealt to Player0 [Qc 3c] [Qd]
Dealt to Hero [3d 8c 9d Kd] [Ah]
Player0: checks
Hero: checks
*** 6th STREET ***
Dealt to Player0 [Qc 3c Qd] [Tc]
Dealt to Hero [3d 8c 9d Kd Ah] [7d]
Player0: bets 80
Hero: calls 80
*** RIVER ***
Dealt to Hero [3d 8c 9d Kd Ah 7d] [Jc]
Player0: bets 80
Hero: folds
Uncalled bet (80) returned to Player0
Player0 collected 336 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 336 | Rake 0
Seat 1: Player0 collected (336)
Seat 2: Hero folded on the River
');
INSERT INTO "hand_texts" VALUES(22,'PokerStars Home Game Hand #99632640469: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:26:48 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (799 in chips)
Seat 2: Hero (2201 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Ah]
Dealt to Hero [7h 4d 6s]
Hero: brings in for 12
Player0: raises 28 to 40
Hero: calls 28
*** 4th STREET ***
Dealt to Player0 [Ah] [8c]
Dealt to Hero [7h 4d 6s] [9h]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [Ah 8c] [Jc]
Dealt to Hero [7h 4d 6s 9h] [5h]
Player0: bets 80
Hero: calls 80
*** 6th STREET ***
Dealt to Player0 [Ah 8c Jc] [Tc]
Dealt to Hero [7h 4d 6s 9h 5h] [5s]
Hero: checks
Player0: bets 80
Hero: calls 80
*** RIVER ***
Dealt to Hero [7h 4d 6s 9h 5h 5s] [As]
Hero: bets 80
Player0: calls 80
*** SHOW DOWN ***
Hero: shows [7h 4d 6s 9h 5h 5s As] (HI: a pair of Fives; LO: 7,6,5,4,A)
Player0: shows [6d 4c Ah 8c Jc Tc 2s] (HI: high card Ace; LO: 8,6,4,2,A)
Hero collected 328 from pot
Hero collected 328 from pot
Hero said, "wwwooo"
*** SUMMARY ***
Total pot 656 | Rake 0
Seat 1: Player0 showed [6d 4c Ah 8c Jc Tc 2s] and lost with HI: high card Ace; LO: 8,6,4,2,A
Seat 2: Hero showed [7h 4d 6s 9h 5h 5s As] and won (656) with HI: a pair of Fives; LO: 7,6,5,4,A
');
INSERT INTO "hand_texts" VALUES(23,'PokerStars Home Game Hand #99632651588: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:27:33 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (471 in chips)
Seat 2: Hero (2529 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Kc]
Dealt to Hero [Jd Qc 5s]
Hero: brings in for 12
Player0 said, "u were ahead on turn tho"
Player0 said, "cause low wasnt there for me yet"
Player0: raises 28 to 40
Hero said, "didn''t think my 55 would hold for the hi"
Player0 said, "tho i had many outs"
Hero: calls 28
*** 4th STREET ***
Dealt to Player0 [Kc] [7s]
Dealt to Hero [Jd Qc 5s] [9h]
Player0 said, "right"
Player0: bets 40
Hero: folds
Uncalled bet (40) returned to Player0
Player0 collected 96 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 96 | Rake 0
Seat 1: Player0 collected (96)
Seat 2: Hero folded on the 4th Street
');
INSERT INTO "hand_texts" VALUES(24,'PokerStars Home Game Hand #99632662237: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:28:17 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (519 in chips)
Seat 2: Hero (2481 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [5h]
Dealt to Hero [9c 4d 7c]
Player0: bets 40
Hero: calls 40
*** 4th STREET ***
Dealt to Player0 [5h] [Kc]
Dealt to Hero [9c 4d 7c] [Qs]
Player0: bets 40
Hero: folds
Uncalled bet (40) returned to Player0
Player0 collected 96 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 96 | Rake 0
Seat 1: Player0 collected (96)
Seat 2: Hero folded on the 4th Street
');
INSERT INTO "hand_texts" VALUES(25,'PokerStars Home Game Hand #99632667085: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:28:36 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (567 in chips)
Seat 2: Hero (2433 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Jd]
Dealt to Hero [4s Jc 9h]
Hero: brings in for 12
Player0: raises 28 to 40
Hero: folds
Uncalled bet (28) returned to Player0
Player0 collected 40 from pot
Player0 said, "i like this game actually"
*** SUMMARY ***
Total pot 40 | Rake 0
Seat 1: Player0 collected (40)
Seat 2: Hero folded on the 3rd Street
');
INSERT INTO "hand_texts" VALUES(26,'PokerStars Home Game Hand #99632670986: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:28:52 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (587 in chips)
Seat 2: Hero (2413 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [Jc]
Dealt to Hero [7s 5s Js]
Player0: bets 40
Hero said, "not as bad as i feared"
Hero: calls 40
*** 4th STREET ***
Dealt to Player0 [Jc] [9d]
Dealt to Hero [7s 5s Js] [2c]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [Jc 9d] [8s]
Dealt to Hero [7s 5s Js 2c] [Td]
Hero: checks
Player0: bets 80
Hero: folds
Uncalled bet (80) returned to Player0
Player0 collected 176 from pot
Player0: doesn''t show hand
*** SUMMARY ***
Total pot 176 | Rake 0
Seat 1: Player0 collected (176)
Seat 2: Hero folded on the 5th Street
');
INSERT INTO "hand_texts" VALUES(27,'PokerStars Home Game Hand #99632681709: {Dazzle''s Room} Tournament #743144019, 100+9 8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - 2013/06/06 0:29:36 ET
Table ''743144019 1'' 2-max
Seat 1: Player0 (675 in chips)
Seat 2: Hero (2325 in chips)
Hero: posts the ante 8
Player0: posts the ante 8
*** 3rd STREET ***
Dealt to Player0 [8h]
Dealt to Hero [Tc 4d 2s]
Hero: brings in for 12
Player0: raises 28 to 40
Hero: calls 28
*** 4th STREET ***
Dealt to Player0 [8h] [9s]
Dealt to Hero [Tc 4d 2s] [6h]
Player0: bets 40
Hero: calls 40
*** 5th STREET ***
Dealt to Player0 [8h 9s] [Jh]
Dealt to Hero [Tc 4d 2s 6h] [As]
Hero: checks
Player0: checks
*** 6th STREET ***
Dealt to Player0 [8h 9s Jh] [6d]
Dealt to Hero [Tc 4d 2s 6h As] [Ad]
Hero: checks
Player0: checks
*** RIVER ***
Dealt to Hero [Tc 4d 2s 6h As Ad] [5c]
Hero: bets 80
Player0: folds
Uncalled bet (80) returned to Hero
Hero collected 176 from pot
*** SUMMARY ***
Total pot 176 | Rake 0
Seat 1: Player0 folded on the River
Seat 2: Hero collected (176)
');
INSERT INTO "hand_texts" VALUES(28,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_48_02_09_20 (MIT)
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
INSERT INTO "hand_texts" VALUES(29,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_49_02_13_08 (MIT)
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
INSERT INTO "hand_texts" VALUES(30,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_50_02_14_32 (MIT)
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
INSERT INTO "hand_texts" VALUES(31,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_51_02_18_42 (MIT)
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
INSERT INTO "hand_texts" VALUES(32,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_52_02_22_35 (MIT)
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
INSERT INTO "hand_texts" VALUES(33,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_53_02_25_11 (MIT)
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
INSERT INTO "hand_texts" VALUES(34,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_43_5.py::StateTestCase.test_54_02_28_14 (MIT)
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
INSERT INTO "hand_texts" VALUES(35,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_1_00_02_05 (MIT)
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
INSERT INTO "hand_texts" VALUES(36,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_2_00_03_32 (MIT)
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
INSERT INTO "hand_texts" VALUES(37,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_3_00_10_24 (MIT)
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
INSERT INTO "hand_texts" VALUES(38,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_4_00_12_25 (MIT)
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
INSERT INTO "hand_texts" VALUES(39,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_5_00_13_47 (MIT)
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
INSERT INTO "hand_texts" VALUES(40,'# Source: uoftcprg/pokerkit @ 5841c0afe4d6eb71ae5db0f8a6a376ee3e329afb, pokerkit/tests/test_wsop/test_2023_54_4.py::StateTestCase.test_6_00_15_43 (MIT)
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
INSERT INTO "hands" VALUES(1,'site:PokerStars:35874487284','PokerStars','35874487284','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:22:32',1,2,4,8,1,4,6,0,0,1,12,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',1);
INSERT INTO "hands" VALUES(2,'site:PokerStars:35874523510','PokerStars','35874523510','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:23:32',1,2,4,8,1,6,7,1,3,1,80,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',64);
INSERT INTO "hands" VALUES(3,'site:PokerStars:35874576282','PokerStars','35874576282','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:24:59',1,2,4,8,1,8,7,1,3,1,76,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',142);
INSERT INTO "hands" VALUES(4,'site:PokerStars:35874635170','PokerStars','35874635170','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:26:37',1,2,4,8,1,8,7,1,4,1,84,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',242);
INSERT INTO "hands" VALUES(5,'site:PokerStars:35874676388','PokerStars','35874676388','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:27:46',1,2,4,8,1,8,7,1,4,1,84,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',320);
INSERT INTO "hands" VALUES(6,'site:PokerStars:35874733203','PokerStars','35874733203','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:29:22',1,2,4,8,1,8,7,1,3,1,64,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',415);
INSERT INTO "hands" VALUES(7,'site:PokerStars:35874789183','PokerStars','35874789183','stud8','cent','USD',NULL,'Dawn II','2009-11-26 10:30:56',1,2,4,8,1,8,7,1,7,1,152,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-0.04-0.08-200911.studhilo.txt',500);
INSERT INTO "hands" VALUES(8,'site:PokerStars:29356803849','PokerStars','29356803849','stud8','chip',NULL,'169962475','169962475 2','2009-06-14 11:45:00',5,10,25,50,1,8,7,1,0,1,440,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-10-1-200906.PT2.export.studhilo.txt',1);
INSERT INTO "hands" VALUES(9,'site:PokerStars:164954571644','PokerStars','164954571644','stud8','cent','USD',NULL,'Educatio','2017-01-21 16:58:03',6000,12000,40000,80000,1,2,5,0,200,1,332000,NULL,'agree','','agree','','tests/data/hands/pokerstars/7-StudHL-USD-400-800-201701.3bet.fix.studhilo.txt',1);
INSERT INTO "hands" VALUES(10,'site:PokerStars:99632542467','PokerStars','99632542467','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:20:15',8,NULL,40,80,1,2,3,0,0,1,16,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',1);
INSERT INTO "hands" VALUES(11,'site:PokerStars:99632546700','PokerStars','99632546700','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:20:31',8,NULL,40,80,1,2,5,0,0,1,96,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',21);
INSERT INTO "hands" VALUES(12,'site:PokerStars:99632554838','PokerStars','99632554838','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:21:04',8,12,40,80,1,2,5,0,0,1,176,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',54);
INSERT INTO "hands" VALUES(13,'site:PokerStars:99632561862','PokerStars','99632561862','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:21:31',8,12,40,80,1,2,7,1,0,1,920,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',85);
INSERT INTO "hands" VALUES(14,'site:PokerStars:99632574289','PokerStars','99632574289','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:22:21',8,NULL,40,80,1,2,7,1,0,1,656,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',129);
INSERT INTO "hands" VALUES(15,'site:PokerStars:99632586956','PokerStars','99632586956','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:23:13',8,NULL,40,80,1,2,7,1,0,1,96,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',176);
INSERT INTO "hands" VALUES(16,'site:PokerStars:99632597104','PokerStars','99632597104','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:23:53',8,12,40,80,1,2,7,1,0,1,120,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',217);
INSERT INTO "hands" VALUES(17,'site:PokerStars:99632607069','PokerStars','99632607069','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:24:34',8,NULL,40,80,1,2,5,0,0,1,256,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',258);
INSERT INTO "hands" VALUES(18,'site:PokerStars:99632613652','PokerStars','99632613652','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:25:00',8,12,40,80,1,2,5,0,0,1,120,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',290);
INSERT INTO "hands" VALUES(19,'site:PokerStars:99632621936','PokerStars','99632621936','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:25:33',8,12,40,80,1,2,5,0,0,1,40,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',319);
INSERT INTO "hands" VALUES(20,'site:PokerStars:99632627755','PokerStars','99632627755','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:25:57',8,12,40,80,1,2,4,0,0,1,40,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',348);
INSERT INTO "hands" VALUES(21,'site:PokerStars:99632632938','PokerStars','99632632938','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:26:17',8,12,40,80,1,2,7,0,0,1,336,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',373);
INSERT INTO "hands" VALUES(22,'site:PokerStars:99632640469','PokerStars','99632640469','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:26:48',8,12,40,80,1,2,7,1,0,1,656,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',413);
INSERT INTO "hands" VALUES(23,'site:PokerStars:99632651588','PokerStars','99632651588','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:27:33',8,12,40,80,1,2,4,0,0,1,96,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',457);
INSERT INTO "hands" VALUES(24,'site:PokerStars:99632662237','PokerStars','99632662237','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:28:17',8,NULL,40,80,1,2,4,0,0,1,96,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',488);
INSERT INTO "hands" VALUES(25,'site:PokerStars:99632667085','PokerStars','99632667085','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:28:36',8,12,40,80,1,2,3,0,0,1,40,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',513);
INSERT INTO "hands" VALUES(26,'site:PokerStars:99632670986','PokerStars','99632670986','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:28:52',8,NULL,40,80,1,2,5,0,0,1,176,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',534);
INSERT INTO "hands" VALUES(27,'site:PokerStars:99632681709','PokerStars','99632681709','stud8','chip',NULL,'743144019','743144019 1','2013-06-06 00:29:36',8,12,40,80,1,2,7,0,0,1,176,NULL,'agree','','agree','','tests/data/hands/pokerstars/8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt',566);
INSERT INTO "hands" VALUES(28,'phh:d02df5ccf6507024bec689ac59c04db06e99de10ad77c5e3148f18e2cf462a12','PHH','48','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4825000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_48_02_09_20.phh',1);
INSERT INTO "hands" VALUES(29,'phh:e3849d5facef702a458a4a503659b6d2b8ddeebc1593d810155df3eebaabee85','PHH','49','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,3,0,0,1,400000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_49_02_13_08.phh',1);
INSERT INTO "hands" VALUES(30,'phh:7b8b56a4f1e8d1a1b453ac8d0fa59880a96d7a86d2ddafaf405df1f813554cc4','PHH','50','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_50_02_14_32.phh',1);
INSERT INTO "hands" VALUES(31,'phh:2b3e4850e0ae56bc7f35f8ba5eab378dcbbf83d575e516311536a8fc0df20e1d','PHH','51','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,7,1,0,1,4250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_51_02_18_42.phh',1);
INSERT INTO "hands" VALUES(32,'phh:c039c9d669c91a468070eeb6ec1eab33bf83ca15eaa6300d4088010b80841ecb','PHH','52','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,4,0,0,1,750000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_52_02_22_35.phh',1);
INSERT INTO "hands" VALUES(33,'phh:a90d43d2d7de79724d2c55bde306db25c6b23f0f846ed9713144ad07deedf231','PHH','53','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,6,0,0,1,2250000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_53_02_25_11.phh',1);
INSERT INTO "hands" VALUES(34,'phh:fedb3190711a84e51006c9c64c087fea12a050490b75be26f8a6fe7027db9552','PHH','54','stud8','chip',NULL,'2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5',NULL,NULL,50000,75000,250000,500000,1,5,4,0,0,1,750000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_43_5_54_02_28_14.phh',1);
INSERT INTO "hands" VALUES(35,'phh:aea9a513f19f18a34e89b4442c9c2956a446838ff06e8f5905a1ff33e11c83a3','PHH','1','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,7,3,0,0,1,180000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_1_00_02_05.phh',1);
INSERT INTO "hands" VALUES(36,'phh:fab5c79a48ba5328ab369940347cedb87244a2b15d32de755c2aa794c202bcc1','PHH','2','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,7,7,1,0,1,2275000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_2_00_03_32.phh',1);
INSERT INTO "hands" VALUES(37,'phh:c949dd7d5db91a24c0918c5d0be663709f420e07956398b56d2b9e91c56bb052','PHH','3','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,5,0,0,1,320000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_3_00_10_24.phh',1);
INSERT INTO "hands" VALUES(38,'phh:825c62578f5bf9189dba5b7176fe4d5d6825bf9a3c723c0301a7a9b963ebf3b3','PHH','4','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,3,0,0,1,300000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_4_00_12_25.phh',1);
INSERT INTO "hands" VALUES(39,'phh:6a8111233eb8322685a8badce793d453267fdf781a1ef521dd3edd726d9c21fa','PHH','5','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,4,0,0,1,300000,NULL,'agree','','agree','','tests/data/phh/wsop_2023_54_4_5_00_13_47.phh',1);
INSERT INTO "hands" VALUES(40,'phh:d71f8d8c177937b235b802f84abd697ffb34f67fa1d389e1546856a957033a44','PHH','6','stud8','chip',NULL,'2023 World Series of Poker Event #54: $10,000 H.O.R.S.E. Championship | Day 4',NULL,NULL,20000,20000,80000,160000,1,6,7,1,0,1,930000,6,'agree','','agree','','tests/data/phh/wsop_2023_54_4_6_00_15_43.phh',1);
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
INSERT INTO "player_totals" VALUES('PokerStars','gashpor','stud8',1,8,7,4,7,0,6,0,0,0,1,0,1,0,0,0,0,0,5,0,1,2,4,0,2,1,4,0,3,2,3,0,2,5,10,5,3,2,3,0,1,1,0,-25,-25,0);
INSERT INTO "player_totals" VALUES('PokerStars','denny501','stud8',1,8,5,3,5,0,4,0,0,0,2,0,0,0,2,0,0,0,3,0,1,0,1,0,2,0,1,0,2,0,0,0,0,0,5,4,0,0,0,0,0,0,0,-25,-25,0);
INSERT INTO "player_totals" VALUES('PokerStars','Hero','stud8',1,8,7,2,7,0,5,0,0,0,2,0,0,0,2,0,0,1,4,0,1,0,2,0,3,0,2,0,2,0,1,0,1,1,7,4,2,2,2,1,0,1,0,46,46,0);
INSERT INTO "player_totals" VALUES('PokerStars','rdiezchang','stud8',1,8,6,5,6,0,6,0,0,0,2,0,0,0,2,0,0,1,5,0,0,2,5,0,2,3,4,0,0,2,3,0,1,8,7,5,3,2,3,2,0,0,0,85,85,0);
INSERT INTO "player_totals" VALUES('PokerStars','123smoothie','stud8',1,8,6,5,6,0,5,0,0,0,0,0,0,0,0,0,0,0,3,0,3,0,2,0,5,0,0,0,3,1,1,0,2,1,15,6,3,0,3,0,0,0,0,-98,-98,0);
INSERT INTO "player_totals" VALUES('PokerStars','Soroka69','stud8',1,8,6,5,6,0,5,0,0,0,1,0,0,0,1,0,0,0,3,1,3,2,4,0,3,1,4,0,1,0,4,0,3,4,10,6,2,0,2,0,0,0,0,-86,-86,0);
INSERT INTO "player_totals" VALUES('PokerStars','u.pressure','stud8',1,8,5,1,5,0,5,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,0,0,1,0,1,0,3,1,1,1,1,0,1,0,0,14,14,0);
INSERT INTO "player_totals" VALUES('PokerStars','TomSludge','stud8',1,8,5,1,5,0,5,0,0,0,2,0,1,0,1,0,0,1,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,1,4,1,1,1,1,1,0,0,0,110,110,0);
INSERT INTO "player_totals" VALUES('PokerStars','LainaRahat','stud8',1,8,2,1,2,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,2,0,0,0,1,0,1,0,0,0,1,0,0,0,3,2,1,0,1,0,0,0,0,-22,-22,0);
INSERT INTO "player_totals" VALUES('PokerStars','geo_441','stud8',1,8,1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,4,1,0,0,0,0,0,0,0,-23,-23,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player0','stud8',0,50,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player1','stud8',0,50,1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,0,1,0,0,0,0,0,1,0,0,0,0,0,2,1,0,0,0,0,0,0,0,-40,-40,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player2','stud8',0,50,1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,1,0,0,0,1,0,4,1,1,1,1,0,0,1,0,80,80,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player3','stud8',0,50,1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-15,-15,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player4','stud8',0,50,1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,1,1,0,0,1,1,0,0,2,2,1,1,1,1,0,1,0,0,80,80,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player5','stud8',0,50,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,0,0,0,0,1,0,0,0,1,1,1,1,0,0,0,0,0,0,0,-90,-90,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player6','stud8',0,50,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0);
INSERT INTO "player_totals" VALUES('PokerStars','Hero','stud8',0,50,1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0);
INSERT INTO "player_totals" VALUES('PokerStars','Hero','stud8',1,80000,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,4,0,1,0,0,0,0,0,0,0,165800,165800,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player0','stud8',1,80000,1,1,1,0,0,1,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-166000,-166000,0);
INSERT INTO "player_totals" VALUES('PokerStars','Player0','stud8',0,80,18,15,18,10,13,1,3,10,13,6,8,4,5,0,0,10,13,1,4,6,11,0,4,2,7,0,1,3,5,0,3,33,12,16,5,1,5,0,0,1,0,-416,-416,0);
INSERT INTO "player_totals" VALUES('PokerStars','Hero','stud8',0,80,18,14,18,3,5,0,11,3,5,0,2,3,3,1,6,3,6,1,11,3,9,1,6,1,6,0,2,2,4,1,3,15,23,16,5,5,5,4,1,0,0,416,416,0);
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
INSERT INTO "schema_version" VALUES(4);
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
INSERT INTO "seat_facts" VALUES(1,0,'gashpor','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(1,1,'denny501','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(1,2,'Hero','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(1,3,'rdiezchang','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,1,1,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,9,9,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,0,'123smoothie','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,4,1,1,0,1,0,0,0,0,-27,-27,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,1,'gashpor','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,2,1,0,0,0,0,0,0,0,-19,-19,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,2,'denny501','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,3,'Hero','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,4,'Soroka69','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(2,5,'rdiezchang','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,3,1,1,1,1,1,1,0,0,0,50,50,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,0,'u.pressure','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,0,0,1,0,1,0,3,1,1,1,1,0,1,0,0,18,18,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,1,'123smoothie','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,2,'gashpor','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,0,0,0,1,0,0,1,1,0,0,2,1,1,1,1,1,0,0,1,0,17,17,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,3,'denny501','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,4,'Hero','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,5,'TomSludge','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,6,'Soroka69','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,0,0,1,0,1,0,1,1,0,0,0,0,0,0,0,-11,-11,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(3,7,'rdiezchang','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,0,0,1,0,1,0,3,1,1,0,1,0,0,0,0,-19,-19,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,0,'u.pressure','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,1,'123smoothie','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,4,1,1,0,1,0,0,0,0,-31,-31,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,2,'gashpor','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,3,'denny501','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,3,1,0,0,0,0,0,0,0,-15,-15,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,4,'Hero','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,5,'TomSludge','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,6,'Soroka69','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(4,7,'rdiezchang','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,4,1,1,1,1,1,1,0,0,0,49,49,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,0,'u.pressure','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,1,'123smoothie','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,2,'gashpor','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,3,1,1,1,1,1,0,1,0,0,13,13,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,3,'denny501','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,4,'Hero','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,4,1,1,1,1,0,0,1,0,13,13,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,5,'TomSludge','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,6,'Soroka69','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,0,3,1,0,0,0,0,0,0,0,-19,-19,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(5,7,'rdiezchang','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,0,'u.pressure','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,1,'123smoothie','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,2,'gashpor','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,3,'LainaRahat','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,1,0,0,0,3,1,1,0,1,0,0,0,0,-19,-19,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,4,'Hero','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,0,1,0,1,0,1,0,0,0,1,0,0,1,2,1,1,1,1,1,0,0,0,42,42,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,5,'TomSludge','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,6,'Soroka69','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,1,1,1,1,0,0,0,1,0,0,0,1,0,0,2,1,1,1,0,1,0,0,0,0,-19,-19,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(6,7,'rdiezchang','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,0,'u.pressure','stud8',1,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,1,'123smoothie','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,1,1,0,0,1,4,1,1,0,1,0,0,0,0,-31,-31,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,2,'gashpor','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,5,1,1,0,1,0,0,0,0,-31,-31,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,3,'LainaRahat','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-3,-3,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,4,'Hero','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1,-1,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,5,'TomSludge','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,1,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,1,4,1,1,1,1,1,0,0,0,114,114,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,6,'Soroka69','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,1,1,0,0,0,1,0,1,2,3,1,1,0,1,0,0,0,0,-31,-31,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(7,7,'geo_441','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,4,1,0,0,0,0,0,0,0,-23,-23,0,1,8,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,0,'Player0','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,1,'Player1','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,0,1,0,0,0,0,0,1,0,0,0,0,0,2,1,0,0,0,0,0,0,0,-40,-40,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,2,'Player2','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,1,0,0,0,1,0,4,1,1,1,1,0,0,1,0,80,80,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,3,'Player3','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-15,-15,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,4,'Player4','stud8',1,1,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,1,1,0,0,1,1,0,0,2,2,1,1,1,1,0,1,0,0,80,80,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,5,'Player5','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,0,0,0,0,1,0,0,0,1,1,1,1,0,0,0,0,0,0,0,-90,-90,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,6,'Player6','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(8,7,'Hero','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,0,0,50,'PokerStars');
INSERT INTO "seat_facts" VALUES(9,0,'Hero','stud8',1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,4,0,1,0,0,0,0,0,0,0,165800,165800,0,1,80000,'PokerStars');
INSERT INTO "seat_facts" VALUES(9,1,'Player0','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-166000,-166000,0,1,80000,'PokerStars');
INSERT INTO "seat_facts" VALUES(10,0,'Player0','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-8,-8,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(10,1,'Hero','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,8,8,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(11,0,'Player0','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,48,48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(11,1,'Hero','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-48,-48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(12,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,3,0,1,0,0,0,0,0,0,0,88,88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(12,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,-88,-88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(13,0,'Player0','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,1,1,0,0,1,1,0,1,0,1,0,1,1,1,0,1,3,4,1,1,0,1,0,0,0,0,-460,-460,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(13,1,'Hero','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,0,0,0,0,1,1,3,1,1,1,1,1,1,0,0,0,460,460,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(14,0,'Player0','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,1,1,0,1,0,1,0,1,0,1,0,0,1,1,0,0,3,2,1,1,1,1,0,0,1,0,0,0,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(14,1,'Hero','stud8',1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,0,0,1,1,1,1,0,0,0,1,0,0,0,0,0,1,3,2,1,1,1,1,0,1,0,0,0,0,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(15,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,1,0,1,1,0,1,0,0,0,0,-48,-48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(15,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0,1,1,1,1,1,1,0,0,0,48,48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(16,0,'Player0','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,1,0,1,1,0,1,0,0,0,0,-60,-60,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(16,1,'Hero','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,2,1,1,1,1,1,0,0,0,60,60,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(17,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,3,0,1,0,0,0,0,0,0,0,128,128,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(17,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,1,1,0,1,0,1,0,1,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-128,-128,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(18,0,'Player0','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,-60,-60,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(18,1,'Hero','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,60,60,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(19,0,'Player0','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-20,-20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(19,1,'Hero','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,20,20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(20,0,'Player0','stud8',1,1,1,0,1,0,0,0,1,0,0,0,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,20,20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(20,1,'Hero','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-20,-20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(21,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,1,0,1,0,0,1,1,0,0,1,1,0,0,3,1,1,0,0,0,0,0,0,0,168,168,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(21,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,1,1,0,0,0,1,0,0,0,0,0,1,0,0,0,1,1,2,1,0,0,0,0,0,0,0,-168,-168,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(22,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,1,4,1,1,1,0,1,0,0,0,0,-328,-328,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(22,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,1,1,0,0,1,4,1,1,1,1,1,0,0,0,328,328,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(23,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,48,48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(23,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-48,-48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(24,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,48,48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(24,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-48,-48,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(25,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,20,20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(25,1,'Hero','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20,-20,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(26,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,3,0,1,0,0,0,0,0,0,0,88,88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(26,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,1,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,-88,-88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(27,0,'Player0','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,0,1,0,0,0,1,0,0,0,0,0,1,2,0,1,0,0,0,0,0,0,0,-88,-88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(27,1,'Hero','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,1,0,0,1,1,0,0,1,2,1,0,0,0,0,0,0,0,88,88,0,0,80,'PokerStars');
INSERT INTO "seat_facts" VALUES(28,0,'p1 of phh:d02df5cc','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,4,1,1,1,1,1,0,1,0,0,112500,112500,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(28,1,'p2 of phh:d02df5cc','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(28,2,'p3 of phh:d02df5cc','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(28,3,'p4 of phh:d02df5cc','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(28,4,'p5 of phh:d02df5cc','stud8',1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,1,0,0,0,1,2,4,1,1,1,1,0,0,1,0,112500,112500,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(29,0,'p1 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(29,1,'p2 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(29,2,'p3 of phh:e3849d5f','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,275000,275000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(29,3,'p4 of phh:e3849d5f','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-125000,-125000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(29,4,'p5 of phh:e3849d5f','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(30,0,'p1 of phh:7b8b56a4','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(30,1,'p2 of phh:7b8b56a4','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(30,2,'p3 of phh:7b8b56a4','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(30,3,'p4 of phh:7b8b56a4','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(30,4,'p5 of phh:7b8b56a4','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(31,0,'p1 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(31,1,'p2 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(31,2,'p3 of phh:2b3e4850','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(31,3,'p4 of phh:2b3e4850','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,5,0,1,1,1,1,0,1,0,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(31,4,'p5 of phh:2b3e4850','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,5,1,1,1,1,0,0,1,0,75000,75000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(32,0,'p1 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(32,1,'p2 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(32,2,'p3 of phh:c039c9d6','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(32,3,'p4 of phh:c039c9d6','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(32,4,'p5 of phh:c039c9d6','stud8',1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(33,0,'p1 of phh:a90d43d2','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,3,1,1,0,0,0,0,0,0,0,1200000,1200000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(33,1,'p2 of phh:a90d43d2','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(33,2,'p3 of phh:a90d43d2','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(33,3,'p4 of phh:a90d43d2','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,1,0,0,0,1,0,0,0,0,1,2,1,0,0,0,0,0,0,0,-1050000,-1050000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(33,4,'p5 of phh:a90d43d2','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(34,0,'p1 of phh:fedb3190','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,450000,450000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(34,1,'p2 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(34,2,'p3 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(34,3,'p4 of phh:fedb3190','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50000,-50000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(34,4,'p5 of phh:fedb3190','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,-300000,-300000,0,0,500000,'PHH');
INSERT INTO "seat_facts" VALUES(35,0,'p1 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,1,'p2 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,2,'p3 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,3,'p4 of phh:aea9a513','stud8',1,1,1,1,1,0,0,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,140000,140000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,4,'p5 of phh:aea9a513','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,5,'p6 of phh:aea9a513','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(35,6,'p7 of phh:aea9a513','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,0,'p1 of phh:fab5c79a','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,1,1,1,1,0,0,1,1,0,0,5,1,1,1,1,1,1,0,0,0,1310000,1310000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,1,'p2 of phh:fab5c79a','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,1,0,0,0,1,0,0,0,1,1,6,1,1,0,1,0,0,0,0,-965000,-965000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,2,'p3 of phh:fab5c79a','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,3,'p4 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,4,'p5 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,5,'p6 of phh:fab5c79a','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(36,6,'p7 of phh:fab5c79a','stud8',1,1,1,1,1,1,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,1,0,1,0,0,0,0,-245000,-245000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,0,'p1 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,1,'p2 of phh:c949dd7d','stud8',1,1,1,0,1,0,0,0,1,0,1,0,0,0,0,0,1,0,1,1,1,0,0,0,0,0,0,0,0,0,0,1,2,1,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,2,'p3 of phh:c949dd7d','stud8',1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-120000,-120000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,3,'p4 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,4,'p5 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(37,5,'p6 of phh:c949dd7d','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,0,'p1 of phh:825c6257','stud8',1,1,1,1,1,0,1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,-100000,-100000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,1,'p2 of phh:825c6257','stud8',1,1,1,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,2,'p3 of phh:825c6257','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,3,'p4 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,4,'p5 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(38,5,'p6 of phh:825c6257','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,0,'p1 of phh:6a811123','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,-100000,-100000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,1,'p2 of phh:6a811123','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,200000,200000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,2,'p3 of phh:6a811123','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,3,'p4 of phh:6a811123','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,4,'p5 of phh:6a811123','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(39,5,'p6 of phh:6a811123','stud8',1,0,1,0,1,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,0,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,0,'p1 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,1,'p2 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,2,'p3 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-40000,-40000,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,3,'p4 of phh:d71f8d8c','stud8',1,1,1,1,1,0,0,1,1,0,0,1,1,0,0,0,1,0,0,1,1,0,0,1,1,0,0,0,0,0,0,3,0,1,1,1,1,1,0,0,0,515000,274504,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,4,'p5 of phh:d71f8d8c','stud8',1,1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,1,0,0,0,0,0,3,1,1,0,1,0,0,0,0,-415000,-174504,1,0,160000,'PHH');
INSERT INTO "seat_facts" VALUES(40,5,'p6 of phh:d71f8d8c','stud8',1,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20000,-20000,1,0,160000,'PHH');
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
INSERT INTO "seats" VALUES(1,0,3,'gashpor',146,1,'?? ?? Kc 4d Qd 5s',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,1,4,'denny501',93,1,'?? ?? 7c Qh 9s 6s',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,2,5,'Hero',160,1,'5d Ks 2h 9h Js 4c',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(1,3,8,'rdiezchang',116,1,'?? ?? 3d 7s Jh 5c',0,0,11,12,8,9,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,0,2,'123smoothie',160,1,'9c Jc 9h Ah 5d 4c Qc',0,1,27,0,0,-27,'lost','none',NULL);
INSERT INTO "seats" VALUES(2,1,3,'gashpor',143,1,'?? ?? 4s 6h 8h Qh ??',0,0,19,0,0,-19,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,2,4,'denny501',90,1,'?? ?? Qs 4d Tc',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,3,5,'Hero',157,1,'Qd Js Kc',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,4,7,'Soroka69',100,1,'?? ?? 6s 3c 6c',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(2,5,8,'rdiezchang',125,1,'Ad 5s 8d Ac 8c Jd Th',1,0,27,77,0,50,'alone','none',NULL);
INSERT INTO "seats" VALUES(3,0,1,'u.pressure',1100,1,'Qc Kh Qs Td Jh 6d 6s',1,0,19,37,0,18,'alone','lost',NULL);
INSERT INTO "seats" VALUES(3,1,2,'123smoothie',133,1,'?? ?? 4h 9d 2c',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,2,3,'gashpor',124,1,'7h 2h 4c Jc 5h 7s 8c',1,0,19,36,0,17,'lost','alone',NULL);
INSERT INTO "seats" VALUES(3,3,4,'denny501',87,1,'?? ?? 8s',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,4,5,'Hero',156,1,'Ah Kd 8d Kc 2d',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,5,6,'TomSludge',160,1,'?? ?? Ks',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,6,7,'Soroka69',97,1,'?? ?? 3h Ad Qd 9s ??',0,0,11,0,0,-11,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(3,7,8,'rdiezchang',175,1,'As Qh 5s 7c 4d Th Ac',1,0,19,0,0,-19,'lost','lost',NULL);
INSERT INTO "seats" VALUES(4,0,1,'u.pressure',1118,1,'?? ?? 8c',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,1,2,'123smoothie',130,1,'2d 7d 2c 8d 3c 3s Tc',0,1,31,0,0,-31,'lost','none',NULL);
INSERT INTO "seats" VALUES(4,2,3,'gashpor',141,1,'?? ?? Qd',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,3,4,'denny501',86,1,'?? ?? 9d 3d As Kc',0,0,15,0,0,-15,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,4,5,'Hero',153,1,'Ts 5c Js',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,5,6,'TomSludge',159,1,'?? ?? 3h',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,6,7,'Soroka69',86,1,'?? ?? 7s Th',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(4,7,8,'rdiezchang',156,1,'8s 7c 6c Ac 6s Qc Qs',1,0,31,80,0,49,'alone','none',NULL);
INSERT INTO "seats" VALUES(5,0,1,'u.pressure',1117,1,'?? ?? Td',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,1,2,'123smoothie',99,1,'?? ?? 4c 3c 9s',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,2,3,'gashpor',140,1,'4h 3d 5d Qd Jd 9d 6h',1,0,27,40,0,13,'alone','lost',NULL);
INSERT INTO "seats" VALUES(5,3,4,'denny501',71,1,'?? ?? 2c 7s',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,4,5,'Hero',152,1,'7c 3s 5h Qc Kc 6d 4d',1,0,27,40,0,13,'lost','alone',NULL);
INSERT INTO "seats" VALUES(5,5,6,'TomSludge',158,1,'?? ?? 8s',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,6,7,'Soroka69',83,1,'?? ?? 7d 5s 5c 2s ??',0,0,19,0,0,-19,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(5,7,8,'rdiezchang',205,1,'?? ?? Ad Js Ts',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,0,1,'u.pressure',1116,1,'?? ?? Js',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,1,2,'123smoothie',96,1,'?? ?? Kc 7d',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,2,3,'gashpor',153,1,'?? ?? Kd',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,3,4,'LainaRahat',200,1,'Ac 3s Ts 4c Ks Tc Kh',1,0,19,0,0,-19,'lost','none',NULL);
INSERT INTO "seats" VALUES(6,4,5,'Hero',165,1,'Qd Ad 2s As 2h 8d 6c',1,0,19,61,0,42,'alone','none',NULL);
INSERT INTO "seats" VALUES(6,5,6,'TomSludge',157,1,'?? ?? 4h',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(6,6,7,'Soroka69',64,1,'2d Qh 3c Qc 6h 7h Jd',0,1,19,0,0,-19,'lost','none',NULL);
INSERT INTO "seats" VALUES(6,7,8,'rdiezchang',202,1,'?? ?? 3h',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,0,1,'u.pressure',1115,1,'?? ?? 5c',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,1,2,'123smoothie',93,1,'Qd Ks 8c 9d Jd 3c 9c',1,0,31,0,0,-31,'lost','none',NULL);
INSERT INTO "seats" VALUES(7,2,3,'gashpor',152,1,'4c Th 5s 5d Td 9h Ad',1,0,31,0,0,-31,'lost','none',NULL);
INSERT INTO "seats" VALUES(7,3,4,'LainaRahat',181,1,'?? ?? 2c 2d',0,0,3,0,0,-3,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,4,5,'Hero',207,1,'8d Qs Kc',0,0,1,0,0,-1,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(7,5,6,'TomSludge',156,1,'7s Ah As 8h Js 6c Jc',1,0,31,145,0,114,'alone','none',NULL);
INSERT INTO "seats" VALUES(7,6,7,'Soroka69',45,1,'Qh Ts Tc 2h Qc 5h 6s',0,1,31,0,0,-31,'lost','none',NULL);
INSERT INTO "seats" VALUES(7,7,8,'geo_441',160,1,'?? ?? 4d 3s 7c Jh ??',0,0,23,0,0,-23,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,0,1,'Player0',2500,5,'?? ?? Kc',0,0,5,0,0,-5,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,1,2,'Player1',2500,5,'?? ?? 6c Qd 4c Js',0,0,40,0,0,-40,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,2,3,'Player2',2500,5,'3s Jc Ah 6h Ks 7h 5c',1,0,140,220,0,80,'lost','alone',NULL);
INSERT INTO "seats" VALUES(8,3,4,'Player3',2500,5,'?? ?? Td 4h',0,0,15,0,0,-15,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,4,5,'Player4',2500,5,'9c 3d 9h Jh 8c 8s As',1,0,140,220,0,80,'alone','lost',NULL);
INSERT INTO "seats" VALUES(8,5,6,'Player5',2500,5,'?? ?? 2h 2d Tc 5h ??',0,0,90,0,0,-90,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,6,7,'Player6',2500,5,'?? ?? Ac',0,0,5,0,0,-5,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(8,7,8,'Hero',2500,5,'9s 5d 5s',0,0,5,0,0,-5,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,0,1,'Hero',5112564,6000,'7s 7c Ah Jh Jd',0,0,246000,331800,80000,165800,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(9,1,3,'Player0',3676521,6000,'?? ?? Ts 4s 9d',0,0,166000,0,0,-166000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,0,1,'Player0',1003,8,'?? ?? 9s',0,0,8,0,0,-8,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(10,1,2,'Hero',1997,8,'8d Ts 2h',0,0,48,16,40,8,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,0,1,'Player0',995,8,'?? ?? 8c Ac Jd',0,0,128,96,80,48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(11,1,2,'Hero',2005,8,'7s 8s 3s Tc Qs',0,0,48,0,0,-48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,0,1,'Player0',1043,8,'?? ?? Th Ts Ad',0,0,168,176,80,88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(12,1,2,'Hero',1957,8,'9c Jc 4h 2d Td',0,0,88,0,0,-88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(13,0,1,'Player0',1131,8,'4h Jh 9d 9c Ac 3h 8s',0,1,460,0,0,-460,'lost','none',NULL);
INSERT INTO "seats" VALUES(13,1,2,'Hero',1869,8,'6h 5s 6c 2s 2h 9s 6d',1,0,460,920,0,460,'alone','none',NULL);
INSERT INTO "seats" VALUES(14,0,1,'Player0',671,8,'4d 3c Ah 9s 2c 6d 8c',1,0,328,328,0,0,'lost','alone',NULL);
INSERT INTO "seats" VALUES(14,1,2,'Hero',2329,8,'6c As 8s 4s 5c Jh 8h',1,0,328,328,0,0,'alone','lost',NULL);
INSERT INTO "seats" VALUES(15,0,1,'Player0',671,8,'5s Jh 5c 3c 2d Ts Ks',0,1,48,0,0,-48,'lost','none',NULL);
INSERT INTO "seats" VALUES(15,1,2,'Hero',2329,8,'9s Js Td Tc Ac 7s Kh',1,0,48,96,0,48,'alone','none',NULL);
INSERT INTO "seats" VALUES(16,0,1,'Player0',623,8,'6d Qs Jh Ac 2s 7c 2c',0,1,60,0,0,-60,'lost','none',NULL);
INSERT INTO "seats" VALUES(16,1,2,'Hero',2377,8,'Td 3h Ks Qd 4c As Tc',1,0,60,120,0,60,'alone','none',NULL);
INSERT INTO "seats" VALUES(17,0,1,'Player0',563,8,'Ad Ah 3d 2d 5s',1,0,208,256,80,128,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(17,1,2,'Hero',2437,8,'Kh 3s Td Qh 5c',0,0,128,0,0,-128,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(18,0,1,'Player0',691,8,'?? ?? 5h 4h 3s',0,0,60,0,0,-60,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(18,1,2,'Hero',2309,8,'8d 7h 4d 6c 2s',0,0,140,120,80,60,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(19,0,1,'Player0',631,8,'?? ?? Jd 2c 7d',0,0,20,0,0,-20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(19,1,2,'Hero',2369,8,'9d 3h Qd Kc Jc',0,0,100,40,80,20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(20,0,1,'Player0',611,8,'?? ?? 8s Ks',0,0,60,40,40,20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(20,1,2,'Hero',2389,8,'Jh 5d 8h 2s',0,0,20,0,0,-20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(21,0,1,'Player0',631,8,'?? ?? Qc 3c Qd Tc ??',0,0,248,336,80,168,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(21,1,2,'Hero',2369,8,'3d 8c 9d Kd Ah 7d Jc',0,0,168,0,0,-168,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(22,0,1,'Player0',799,8,'6d 4c Ah 8c Jc Tc 2s',1,0,328,0,0,-328,'lost','lost',NULL);
INSERT INTO "seats" VALUES(22,1,2,'Hero',2201,8,'7h 4d 6s 9h 5h 5s As',1,0,328,656,0,328,'alone','alone',NULL);
INSERT INTO "seats" VALUES(23,0,1,'Player0',471,8,'?? ?? Kc 7s',0,0,88,96,40,48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(23,1,2,'Hero',2529,8,'Jd Qc 5s 9h',0,0,48,0,0,-48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(24,0,1,'Player0',519,8,'?? ?? 5h Kc',0,0,88,96,40,48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(24,1,2,'Hero',2481,8,'9c 4d 7c Qs',0,0,48,0,0,-48,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(25,0,1,'Player0',567,8,'?? ?? Jd',0,0,48,40,28,20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(25,1,2,'Hero',2433,8,'4s Jc 9h',0,0,20,0,0,-20,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(26,0,1,'Player0',587,8,'?? ?? Jc 9d 8s',0,0,168,176,80,88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(26,1,2,'Hero',2413,8,'7s 5s Js 2c Td',0,0,88,0,0,-88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(27,0,1,'Player0',675,8,'?? ?? 8h 9s Jh 6d ??',0,0,88,0,0,-88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(27,1,2,'Hero',2325,8,'Tc 4d 2s 6h As Ad 5c',0,0,168,176,80,88,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(28,0,1,'p1 of phh:d02df5cc',4425000,50000,'Ac 8d As Th 3c Ts 7c',1,0,2300000,2412500,0,112500,'alone','lost',NULL);
INSERT INTO "seats" VALUES(28,1,2,'p2 of phh:d02df5cc',1850000,50000,'Tc 4h 5s',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(28,2,3,'p3 of phh:d02df5cc',14525000,50000,'Td 7h 2h',0,0,125000,0,0,-125000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(28,3,4,'p4 of phh:d02df5cc',6125000,50000,'Kd Js Jd',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(28,4,5,'p5 of phh:d02df5cc',2775000,50000,'8h 3h Ah 3s Jc 7d 4s',1,0,2300000,2412500,0,112500,'lost','alone',NULL);
INSERT INTO "seats" VALUES(29,0,1,'p1 of phh:e3849d5f',4550000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(29,1,2,'p2 of phh:e3849d5f',1800000,50000,'Js 4s Th',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(29,2,3,'p3 of phh:e3849d5f',14400000,50000,'Tc 3h Jd',0,0,300000,400000,175000,275000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(29,3,4,'p4 of phh:e3849d5f',6075000,50000,'Jh 6s 2h',0,0,125000,0,0,-125000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(29,4,5,'p5 of phh:e3849d5f',2875000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(30,0,1,'p1 of phh:7b8b56a4',4500000,50000,'6s 5h 6d As 4h 7s Jc',1,0,2050000,2125000,0,75000,'alone','lost',NULL);
INSERT INTO "seats" VALUES(30,1,2,'p2 of phh:7b8b56a4',1750000,50000,'5c 2s Js',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(30,2,3,'p3 of phh:7b8b56a4',14675000,50000,'Ac 7d 3h 6c 2d 2c Kh',1,0,2050000,2125000,0,75000,'lost','alone',NULL);
INSERT INTO "seats" VALUES(30,3,4,'p4 of phh:7b8b56a4',5950000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(30,4,5,'p5 of phh:7b8b56a4',2825000,50000,'Td 2h Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(31,0,1,'p1 of phh:2b3e4850',4575000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(31,1,2,'p2 of phh:2b3e4850',1700000,50000,'7d 2d Ts',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(31,2,3,'p3 of phh:2b3e4850',14750000,50000,'Tc 9h Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(31,3,4,'p4 of phh:2b3e4850',5900000,50000,'7h 3s 6s 4d 9c 8s 8h',1,0,2050000,2125000,0,75000,'alone','lost',NULL);
INSERT INTO "seats" VALUES(31,4,5,'p5 of phh:2b3e4850',2775000,50000,'8d 3h 2h 5c Jd 6d 2c',1,0,2050000,2125000,0,75000,'lost','alone',NULL);
INSERT INTO "seats" VALUES(32,0,1,'p1 of phh:c039c9d6',4525000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(32,1,2,'p2 of phh:c039c9d6',1650000,50000,'Ts 9c Jh',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(32,2,3,'p3 of phh:c039c9d6',14700000,50000,'2s 2d Ah',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(32,3,4,'p4 of phh:c039c9d6',5975000,50000,'7d 2c 2h Kd',0,0,300000,0,0,-300000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(32,4,5,'p5 of phh:c039c9d6',2850000,50000,'Ks Jc Kh 8d',0,0,550000,750000,250000,450000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(33,0,1,'p1 of phh:a90d43d2',4475000,50000,'Kd Qd Qs 6h Ad Kc',0,0,1550000,2250000,500000,1200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(33,1,2,'p2 of phh:a90d43d2',1600000,50000,'Qh 4d 6s',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(33,2,3,'p3 of phh:a90d43d2',14650000,50000,'Jd 7d 9h',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(33,3,4,'p4 of phh:a90d43d2',5675000,50000,'7h 4h 4c 2c Td Jh',0,0,1050000,0,0,-1050000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(33,4,5,'p5 of phh:a90d43d2',3300000,50000,'?? ?? ??',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(34,0,1,'p1 of phh:fedb3190',5675000,50000,'7d 5d Ah 3s',0,0,550000,750000,250000,450000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(34,1,2,'p2 of phh:fedb3190',1550000,50000,'Ts 6c 7h',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(34,2,3,'p3 of phh:fedb3190',14600000,50000,'Th 8c Tc',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(34,3,4,'p4 of phh:fedb3190',4625000,50000,'Kd 2c As',0,0,50000,0,0,-50000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(34,4,5,'p5 of phh:fedb3190',3250000,50000,'9c 4c 3c Js',0,0,300000,0,0,-300000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,0,1,'p1 of phh:aea9a513',1930000,20000,'8s 5h 7s',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,1,2,'p2 of phh:aea9a513',3695000,20000,'Qs 7h 8c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,2,3,'p3 of phh:aea9a513',990000,20000,'Qh 3s 9c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,3,4,'p4 of phh:aea9a513',1445000,20000,'6d 5c As',0,0,100000,180000,60000,140000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,4,5,'p5 of phh:aea9a513',515000,20000,'Tc 3h 7c',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,5,6,'p6 of phh:aea9a513',2160000,20000,'Ah Kd 6s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(35,6,7,'p7 of phh:aea9a513',265000,20000,'Ks 9h 8d',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(36,0,1,'p1 of phh:fab5c79a',1910000,20000,'6s 6h 5s 6d 9s 6c 4c',1,0,965000,2275000,0,1310000,'alone','none',NULL);
INSERT INTO "seats" VALUES(36,1,2,'p2 of phh:fab5c79a',3675000,20000,'Js 7h Jd 7c Qh 3d Ac',1,0,965000,0,0,-965000,'lost','none',NULL);
INSERT INTO "seats" VALUES(36,2,3,'p3 of phh:fab5c79a',970000,20000,'Kc 2h 3c',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(36,3,4,'p4 of phh:fab5c79a',1585000,20000,'Th 7s Ks',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(36,4,5,'p5 of phh:fab5c79a',495000,20000,'8c 2c Jc',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(36,5,6,'p6 of phh:fab5c79a',2120000,20000,'9h 5d 3s',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(36,6,7,'p7 of phh:fab5c79a',245000,20000,'5h 2s 8h 4h 9d 9c Tc',1,0,245000,0,0,-245000,'lost','none',NULL);
INSERT INTO "seats" VALUES(37,0,1,'p1 of phh:c949dd7d',3220000,20000,'Kc 2d 7d',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(37,1,2,'p2 of phh:c949dd7d',2710000,20000,'Ah 5d Th 2c 3d',0,0,280000,320000,160000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(37,2,3,'p3 of phh:c949dd7d',930000,20000,'Qs Td 3s 4h Kh',0,0,120000,0,0,-120000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(37,3,4,'p4 of phh:c949dd7d',1565000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(37,4,5,'p5 of phh:c949dd7d',475000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(37,5,6,'p6 of phh:c949dd7d',2100000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,0,1,'p1 of phh:825c6257',3200000,20000,'9c 7s 9h',0,0,100000,0,0,-100000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,1,2,'p2 of phh:825c6257',2910000,20000,'6d 3s Ah',0,0,180000,300000,80000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,2,3,'p3 of phh:825c6257',810000,20000,'Ts 4s 5s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,3,4,'p4 of phh:825c6257',1545000,20000,'?? ?? ??',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,4,5,'p5 of phh:825c6257',455000,20000,'Ac 2h Th',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(38,5,6,'p6 of phh:825c6257',2080000,20000,'6c 3d Js',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,0,1,'p1 of phh:6a811123',3100000,20000,'8h 7c 6s Kc',0,0,100000,0,0,-100000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,1,2,'p2 of phh:6a811123',3110000,20000,'Qd 2d 9d 5c',0,0,180000,300000,80000,200000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,2,3,'p3 of phh:6a811123',770000,20000,'Tc 7s Kh',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,3,4,'p4 of phh:6a811123',1525000,20000,'Jc 7h 4s',0,0,40000,0,0,-40000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,4,5,'p5 of phh:6a811123',435000,20000,'Ac 8c Kd',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(39,5,6,'p6 of phh:6a811123',2060000,20000,'3d 2c Ts',0,0,20000,0,0,-20000,NULL,NULL,NULL);
INSERT INTO "seats" VALUES(40,0,1,'p1 of phh:d71f8d8c',3000000,20000,'9h 7d Kc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
INSERT INTO "seats" VALUES(40,1,2,'p2 of phh:d71f8d8c',3310000,20000,'8s 2d Tc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
INSERT INTO "seats" VALUES(40,2,3,'p3 of phh:d71f8d8c',750000,20000,'Ah 9c 4d',0,0,40000,0,0,-40000,NULL,NULL,-40000);
INSERT INTO "seats" VALUES(40,3,4,'p4 of phh:d71f8d8c',1485000,20000,'Kd 8d Kh Qd Ad Qh Ks',1,0,420000,930000,5000,515000,'alone','none',274504);
INSERT INTO "seats" VALUES(40,4,5,'p5 of phh:d71f8d8c',415000,20000,'As 3c 6d 8h 8c 9d Jh',1,0,415000,0,0,-415000,'lost','none',-174504);
INSERT INTO "seats" VALUES(40,5,6,'p6 of phh:d71f8d8c',2040000,20000,'6s 6c Jc',0,0,20000,0,0,-20000,NULL,NULL,-20000);
CREATE TABLE watched_files (
        path TEXT PRIMARY KEY,
        file_id TEXT NOT NULL,
        head TEXT NOT NULL,
        encoding TEXT NOT NULL,
        done_bytes BIGINT NOT NULL,
        done_lines BIGINT NOT NULL
    );
CREATE INDEX seats_player ON seats (player);
CREATE INDEX seat_facts_player ON seat_facts (site, player, game);
COMMIT;
