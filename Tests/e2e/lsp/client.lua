-- Neovim's own LSP client against `push-composer lsp`: open a push file, wait for the findings,
-- hover, complete, apply a quick fix, edit, and see the findings change. Each step writes one
-- line to $PC_OUT; waits are for conditions (up to 15 s each), never fixed times.
local bin, file, out = os.getenv("PC_BIN"), os.getenv("PC_FILE"), io.open(os.getenv("PC_OUT"), "w")
local function say(text) out:write(text .. "\n"); out:flush() end
local function codes(buf)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
    table.insert(found, code .. "@" .. d.lnum .. ":" .. d.col)
  end
  table.sort(found)
  return table.concat(found, " ")
end

vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = "push-composer", cmd = { bin, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h"),
                                  flags = { debounce_text_changes = 0 } })
vim.lsp.buf_attach_client(buf, id)
local client = vim.lsp.get_client_by_id(id)
local uri = vim.uri_from_bufnr(buf)

vim.wait(15000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
say("opened " .. codes(buf))

local hover = client.request_sync("textDocument/hover", { textDocument = { uri = uri }, position = { line = 2, character = 4 } }, 10000, buf)
say("hover " .. ((hover and hover.result and hover.result.contents.value) or "none"):gsub("\n", " "))

local actions = client.request_sync("textDocument/codeAction", {
  textDocument = { uri = uri }, range = { start = { line = 0, character = 0 }, ["end"] = { line = 20, character = 0 } },
  context = { diagnostics = {} } }, 10000, buf)
local fix = actions and actions.result and actions.result[1]
say("fix " .. (fix and fix.title or "none"))
if fix then vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding) end
vim.wait(15000, function() return not codes(buf):find("key.unknown") end, 20)
say("fixed " .. codes(buf))

-- A new line opening a key: completion offers the keys not yet there.
vim.api.nvim_buf_set_lines(buf, 1, 1, false, { '  "inter' })
local completion = client.request_sync("textDocument/completion", { textDocument = { uri = uri }, position = { line = 1, character = 8 } }, 10000, buf)
local labels = {}
for _, item in ipairs((completion and completion.result and (completion.result.items or completion.result)) or {}) do table.insert(labels, item.label) end
say("completion " .. table.concat(labels, " "))
vim.api.nvim_buf_set_lines(buf, 1, 2, false, {})

-- The badge made negative: the finding appears.
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
for i, line in ipairs(lines) do
  if line:find('"badge"') then vim.api.nvim_buf_set_lines(buf, i - 1, i, false, { (line:gsub("%d+", "-3")) }) end
end
vim.wait(15000, function() return codes(buf):find("badge.negative") ~= nil end, 20)
say("edited " .. codes(buf))
vim.lsp.stop_client(id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(id) == nil end, 20)
say("stopped")
vim.cmd("qa!")
