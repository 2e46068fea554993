-- CreateIndex
CREATE INDEX "Attachment_uploadedById_idx" ON "Attachment"("uploadedById");

-- CreateIndex
CREATE INDEX "Contract_categoryManagerId_idx" ON "Contract"("categoryManagerId");

-- CreateIndex
CREATE INDEX "SpendLine_categoryManagerId_idx" ON "SpendLine"("categoryManagerId");
