# Turns one Qt --help text (QCommandLineParser's layout) into man-page roff:
#   usage line   -> a bold synopsis line (skipped when skip_usage=1)
#   description  -> paragraphs
#   Options:     -> .TP entries, Qt's own --help-all left out (it lists Qt's options)
#   Arguments:   -> .TP entries
# A wrapped description (the next lines indented further) joins its entry.

function esc(s) {
    gsub(/\\/, "\\e", s)
    return s
}
# Option names with their minus signs as \- (a hyphen in roff prints as a typographic hyphen).
function spec(s) {
    s = esc(s)
    gsub(/-/, "\\-", s)
    return s
}
# A line of running text that starts with '.' or '\'' would be a roff request.
function text(s) {
    s = esc(s)
    if (s ~ /^[.']/) s = "\\&" s
    return s
}
function flush() {
    if (name != "" && name !~ /help-all/)
        printf ".TP\n.B %s\n%s\n", spec(name), text(desc)
    name = ""; desc = ""
}
BEGIN { section = "usage" }
/^Usage: / {
    if (!skip_usage) {
        sub(/^Usage: /, "")
        printf ".PP\n.B %s\n.PP\n", spec($0)
    }
    section = "description"; started = 0
    next
}
/^Options:$/ { flush(); section = "options"; print ".PP\nOptions:"; next }
/^Arguments:$/ { flush(); section = "arguments"; print ".PP\nArguments:"; next }
/^Commands:$/ { flush(); section = "skip"; next }
section == "skip" { next }
section == "description" {
    if ($0 == "") { if (started) print ".PP"; next }
    started = 1
    print text($0)
    next
}
/^  [^ ]/ {
    flush()
    line = substr($0, 3)
    split_at = match(line, /  +/)
    if (split_at) { name = substr(line, 1, split_at - 1); desc = substr(line, split_at + RLENGTH) }
    else { name = line; desc = "" }
    next
}
/^   +[^ ]/ { sub(/^ +/, ""); desc = desc " " $0; next }
END { flush() }
