public enum CardSpecCommand {
    /// Runs the command line and returns the process exit code.
    public static func main(arguments: [String]) -> Int32 { 0 }
}
